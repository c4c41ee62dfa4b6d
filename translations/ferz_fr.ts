<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AnalysisBoard</name>
    <message>
        <location filename="../app/window/analysisboard.cpp" line="+26"/>
        <source>Analysis &amp;Board</source>
        <translation>&amp;Échiquier d’analyse</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../app/window/analysispanel.cpp" line="+72"/>
        <source>Analysing… %v of %m positions</source>
        <translation>Analyse… %v sur %m positions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>inaccuracies %1, mistakes %2, blunders %3</source>
        <translation>imprécisions&#xa0;: %1, erreurs&#xa0;: %2, gaffes&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+2"/>
        <source>White: %1</source>
        <translation>Blancs&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Black: %1</source>
        <translation>Noirs&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ferz&apos;s engine</source>
        <translation>le moteur de Ferz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judged by %1, each mark checked at depth %2 to %3.</source>
        <translation>Jugé par %1, chaque marque vérifiée à la profondeur %2 à %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Judged by %1, each mark checked at depth %2.</source>
        <translation>Jugé par %1, chaque marque vérifiée à la profondeur %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Judged by %1.</source>
        <translation>Jugé par %1.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>?! %1, ? %2, ?? %3</source>
        <translation>?! %1, ? %2, ?? %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1, depth %2–%3</source>
        <extracomment>Who judged, in a narrow window: &quot;Ferz&apos;s engine, depth 15–19&quot;.</extracomment>
        <translation>%1, profondeur %2–%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, depth %2</source>
        <translation>%1, profondeur %2</translation>
    </message>
</context>
<context>
    <name>AnnotationMenus</name>
    <message>
        <location filename="../app/window/annotationmenus.cpp" line="+20"/>
        <source>Good move</source>
        <translation>Bon coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brilliant move</source>
        <translation>Coup brillant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interesting move</source>
        <translation>Coup intéressant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dubious move</source>
        <translation>Coup douteux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal position</source>
        <translation>Position égale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unclear position</source>
        <translation>Position confuse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is slightly better</source>
        <translation>Les Blancs sont légèrement mieux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is slightly better</source>
        <translation>Les Noirs sont légèrement mieux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is better</source>
        <translation>Les Blancs sont mieux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is better</source>
        <translation>Les Noirs sont mieux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is winning</source>
        <translation>Les Blancs gagnent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is winning</source>
        <translation>Les Noirs gagnent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Move &amp;Glyph</source>
        <translation>Si&amp;gne du coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Po&amp;sition Glyph</source>
        <translation>Signe de la p&amp;osition</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../app/window/announcer.cpp" line="+16"/>
        <source>pawn</source>
        <translation>pion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knight</source>
        <translation>cavalier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bishop</source>
        <translation>fou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rook</source>
        <translation>tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>castles kingside</source>
        <translation>petit roque</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>castles queenside</source>
        <translation>grand roque</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 from %2 takes en passant on %3</source>
        <extracomment>&quot;pawn from e5 takes en passant on d6&quot;</extracomment>
        <translation>%1 de %2 prend en passant en %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 from %2 takes %3 on %4</source>
        <extracomment>&quot;bishop from b5 takes knight on c6&quot;</extracomment>
        <translation>%1 de %2 prend %3 en %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 from %2 to %3</source>
        <extracomment>&quot;knight from g1 to f3&quot;</extracomment>
        <translation>%1 de %2 en %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, becomes a %2</source>
        <extracomment>&quot;pawn from e7 to e8, becomes a queen&quot;</extracomment>
        <translation>%1, promotion : %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>White: %1</source>
        <translation>Blancs : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black: %1</source>
        <translation>Noirs : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, check</source>
        <translation>%1, échec</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, checkmate</source>
        <translation>%1, échec et mat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, stalemate</source>
        <translation>%1, pat</translation>
    </message>
</context>
<context>
    <name>AutoSave</name>
    <message>
        <location filename="../app/game/autosave.cpp" line="+162"/>
        <source>the file is too large</source>
        <translation>le fichier est trop grand</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it does not say which side you play</source>
        <translation>il n’indique pas quel camp vous jouez</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>its clock cannot be read</source>
        <translation>sa pendule est illisible</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it does not say where the game stands</source>
        <translation>il n’indique pas où en est la partie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it does not say how the game ended</source>
        <translation>il n’indique pas comment la partie s’est terminée</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The game saved when Ferz last ran could not be read (%1). It was kept as %2.</source>
        <translation>La partie sauvegardée lors du dernier lancement de Ferz est illisible (%1). Elle a été conservée sous %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game saved when Ferz last ran could not be read (%1).</source>
        <translation>La partie sauvegardée lors du dernier lancement de Ferz est illisible (%1).</translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <location filename="../app/board/boardaccessible.cpp" line="+55"/>
        <source>white pawn</source>
        <translation>pion blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white knight</source>
        <translation>cavalier blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white bishop</source>
        <translation>fou blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white rook</source>
        <translation>tour blanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white queen</source>
        <translation>dame blanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white king</source>
        <translation>roi blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black pawn</source>
        <translation>pion noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black knight</source>
        <translation>cavalier noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black bishop</source>
        <translation>fou noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black rook</source>
        <translation>tour noire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black queen</source>
        <translation>dame noire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black king</source>
        <translation>roi noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, %2</source>
        <extracomment>A square on the board for a screen reader: &quot;e4, white pawn&quot; or &quot;e4, empty&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, picked up</source>
        <extracomment>The piece the player has taken into the hand, to move it.</extracomment>
        <translation>%1, en main</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black at the bottom; the arrow keys move between squares, Enter picks up a piece and puts it down</source>
        <translation>Les noirs en bas ; les flèches passent d&apos;une case à l&apos;autre, Entrée prend une pièce et la pose</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White at the bottom; the arrow keys move between squares, Enter picks up a piece and puts it down</source>
        <translation>Les blancs en bas ; les flèches passent d&apos;une case à l&apos;autre, Entrée prend une pièce et la pose</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <location filename="../app/board/boardtheme.cpp" line="+17"/>
        <source>Wood</source>
        <translation>Bois</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>High Contrast</source>
        <translation>Contraste élevé</translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <location filename="../app/window/boardwords.cpp" line="+23"/>
        <source>Put back.</source>
        <translation>Remise en place.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Promotion: queen. The arrow keys choose another piece, Enter takes it, Escape puts the pawn back.</source>
        <translation>Promotion : dame. Les flèches choisissent une autre pièce, Entrée la prend, Échap remet le pion.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 on %2 picked up: it can go to %3.</source>
        <extracomment>&quot;Knight on g1 picked up: it can go to f3, h3.&quot;</extracomment>
        <translation>%1 en %2 en main : peut aller en %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over. Start a new game, or look back through this one.</source>
        <translation>La partie est terminée. Commencez-en une nouvelle, ou revoyez celle-ci.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is paused: press P to play on.</source>
        <translation>La partie est en pause&#xa0;: appuyez sur P pour continuer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is the computer&apos;s move.</source>
        <translation>C’est à l’ordinateur de jouer.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The starting position.</source>
        <translation>La position de départ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move %1, %2</source>
        <extracomment>&quot;Move 12, Black: knight from g8 to f6.&quot;</extracomment>
        <translation>Coup %1, %2</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Back to the game.</source>
        <translation>Retour à la partie.</translation>
    </message>
</context>
<context>
    <name>DiagramActions</name>
    <message>
        <location filename="../app/window/diagramactions.cpp" line="+33"/>
        <source>Copy Position as &amp;Image</source>
        <translation>Copier la position comme &amp;image</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Diagram…</source>
        <translation>Exporter un &amp;diagramme…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The position was copied as an image.</source>
        <translation>La position a été copiée comme image.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG image (*.svg)</source>
        <translation>Image SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <source>Export Diagram</source>
        <translation>Exporter un diagramme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The diagram could not be written: %1</source>
        <translation>Le diagramme n’a pas pu être écrit : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The diagram was written to %1.</source>
        <translation>Le diagramme a été écrit dans %1.</translation>
    </message>
</context>
<context>
    <name>DiagramDialog</name>
    <message>
        <location filename="../app/dialogs/diagramdialog.cpp" line="+51"/>
        <source>Show &amp;coordinates</source>
        <translation>Afficher les &amp;coordonnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;arrows and marked squares</source>
        <translation>Afficher les &amp;flèches et les cases marquées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Diagram</source>
        <translation>Exporter un diagramme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board&apos;s colours</source>
        <translation>Les couleurs de l’échiquier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Print (black and white)</source>
        <translation>Impression (noir et blanc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As on the board</source>
        <translation>Comme sur l’échiquier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White at the bottom</source>
        <translation>Les Blancs en bas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black at the bottom</source>
        <translation>Les Noirs en bas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> px</source>
        <extracomment>The unit of the diagram&apos;s size: pixels.</extracomment>
        <translation> px</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Co&amp;lours:</source>
        <translation>Cou&amp;leurs :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Orientation:</source>
        <translation>&amp;Orientation :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Size:</source>
        <translation>&amp;Taille :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preview</source>
        <extracomment>The picture of the diagram in the Export Diagram dialog.</extracomment>
        <translation>Aperçu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
</context>
<context>
    <name>EngineConfig</name>
    <message>
        <location filename="../app/game/engineconfig.cpp" line="+31"/>
        <source>Line %1: write an option as Name=Value</source>
        <translation>Ligne %1&#xa0;: écrivez une option sous la forme Nom=Valeur</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (Elo %2–%3)</source>
        <translation>%1 (Elo %2–%3)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The engine needs a name.</source>
        <translation>Le moteur doit avoir un nom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No program %1 was found.</source>
        <translation>Le programme %1 est introuvable.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not a program.</source>
        <translation>%1 n’est pas un programme.</translation>
    </message>
    <message>
        <location filename="../app/game/ucijudge.cpp" line="+48"/>
        <source>could not start %1: %2</source>
        <translation>impossible de lancer %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 did not answer “uci”</source>
        <translation>%1 n’a pas répondu à «&#xa0;uci&#xa0;»</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+15"/>
        <source>%1 did not answer “isready”</source>
        <translation>%1 n’a pas répondu à «&#xa0;isready&#xa0;»</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 wrote a line of more than 64 KB</source>
        <translation>%1 a écrit une ligne de plus de 64&#xa0;Ko</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 crashed or was killed</source>
        <translation>%1 a planté ou a été tué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stopped unexpectedly (exit code %2)</source>
        <translation>%1 s’est arrêté de façon inattendue (code de sortie %2)</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 did not stop when asked</source>
        <translation>%1 ne s’est pas arrêté quand on le lui a demandé</translation>
    </message>
</context>
<context>
    <name>EnginePanel</name>
    <message>
        <location filename="../app/window/enginepanel.cpp" line="+101"/>
        <source>&amp;Lines:</source>
        <translation>&amp;Lignes :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine that analyses</source>
        <translation>Le moteur qui analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis engine</source>
        <translation>Moteur d’analyse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Threads and hash of the analysis</source>
        <translation>Fils et table de hachage de l’analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis settings</source>
        <translation>Réglages de l’analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine lines</source>
        <translation>Lignes du moteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart Engine</source>
        <translation>&amp;Relancer le moteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+14"/>
        <source>Ferz (built in)</source>
        <translation>Ferz (intégré)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>&amp;Threads</source>
        <translation>&amp;Fils d’exécution</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hash</source>
        <translation>&amp;Table de hachage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 MB</source>
        <translation>%1 Mo</translation>
    </message>
    <message>
        <source>K Q R B N</source>
        <extracomment>The letters of the king, queen, rook, bishop and knight in moves (SAN), in this order, separated by spaces: &quot;K Q R B N&quot; in English, &quot;Кр Ф Л С К&quot; in Russian.</extracomment>
        <translation type="vanished">R D T F C</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>d%1</source>
        <comment>depth</comment>
        <translation>p%1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The analysis stopped: %1.</source>
        <translation>L’analyse s’est arrêtée : %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checkmate: there is no move to analyse.</source>
        <translation>Échec et mat&#xa0;: il n’y a aucun coup à analyser.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stalemate: there is no move to analyse.</source>
        <translation>Pat&#xa0;: il n’y a aucun coup à analyser.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>depth %1</source>
        <translation>profondeur %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes</source>
        <translation>%1 nœuds</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../app/dialogs/enginesdialog.cpp" line="+24"/>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rescan</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+31"/>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. stockfish or /usr/games/stockfish</source>
        <translation>p. ex. stockfish, /usr/games/stockfish</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. --uci for gnuchess</source>
        <translation>p. ex. --uci pour gnuchess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One option a line, e.g.
UCI_LimitStrength=true
UCI_Elo=1500</source>
        <translation>Une option par ligne, p. ex.&#xa0;:
UCI_LimitStrength=true
UCI_Elo=1500</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Program:</source>
        <translation>Programme&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Program</source>
        <translation>Programme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arguments:</source>
        <translation>Arguments&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options:</source>
        <translation>Options&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Look for the chess engines installed on this computer</source>
        <translation>Chercher les moteurs d’échecs installés sur cet ordinateur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Judge of the analyses:</source>
        <translation>Juge des analyses&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine that analyses your games: Analyse Game, the training positions and the Games window</source>
        <translation>Le moteur qui analyse vos parties&#xa0;: Analyser la partie, les positions d’entraînement et la fenêtre Parties</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>UCI chess engines installed on this computer, to play against instead of Ferz, or to judge your games.</source>
        <translation>Moteurs d’échecs UCI installés sur cet ordinateur, à affronter à la place de Ferz, ou pour juger vos parties.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Ferz</source>
        <translation>Ferz</translation>
    </message>
    <message>
        <source>UCI chess engines installed on this computer, to play against instead of Ferz.</source>
        <translation type="vanished">Moteurs d’échecs UCI installés sur cet ordinateur, à affronter à la place de Ferz.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Choose an engine</source>
        <translation>Choisir un moteur</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+71"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Looking for chess engines…</source>
        <translation>Recherche des moteurs d’échecs…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No engine found that is not in the list already.</source>
        <translation>Aucun moteur trouvé qui ne soit déjà dans la liste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found: %1.</source>
        <translation>Trouvé&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New engine</source>
        <translation>Nouveau moteur</translation>
    </message>
</context>
<context>
    <name>EvalBar</name>
    <message>
        <location filename="../app/window/evalbar.cpp" line="+16"/>
        <source>Evaluation: %1</source>
        <translation>Évaluation : %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Evaluation</source>
        <translation>Évaluation</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <location filename="../app/window/evalgraph.cpp" line="+13"/>
        <location line="+6"/>
        <source>White&apos;s winning chances after each move; click to see the position</source>
        <translation>Chances de gain des Blancs après chaque coup&#xa0;; cliquez pour voir la position</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+48"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+50"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
</context>
<context>
    <name>ExternalEngine</name>
    <message>
        <location filename="../app/game/externalengine.cpp" line="+25"/>
        <source>could not start %1: %2</source>
        <translation>impossible de lancer %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 does not play Chess960 (it has no UCI_Chess960 option)</source>
        <translation>%1 ne joue pas le Chess960 (il n’a pas d’option UCI_Chess960)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1 wrote a line of more than 64 KB</source>
        <translation>%1 a écrit une ligne de plus de 64 Ko</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 wrote a line Ferz cannot read: “%2”</source>
        <translation>%1 a écrit une ligne que Ferz ne sait pas lire : « %2 »</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 answered with the move “%2”, which is not legal here: %3</source>
        <translation>%1 a répondu par le coup «&#xa0;%2&#xa0;», qui n’est pas légal ici&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 crashed or was killed (signal %2)</source>
        <translation>%1 a planté ou a été tué (signal %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 stopped unexpectedly (exit code %2)</source>
        <translation>%1 s’est arrêté de manière inattendue (code de sortie %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 did not answer “uci”</source>
        <translation>%1 n’a pas répondu à «&#xa0;uci&#xa0;»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not answer “isready”</source>
        <translation>%1 n’a pas répondu à «&#xa0;isready&#xa0;»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 did not stop when asked</source>
        <translation>%1 ne s’est pas arrêté quand on le lui a demandé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not play its move in time</source>
        <translation>%1 n’a pas joué son coup à temps</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <location filename="../app/window/gameactions.cpp" line="+60"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo Move</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo Move</source>
        <translation>&amp;Rétablir le coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O&amp;ffer Draw</source>
        <translation>Pr&amp;oposer la nulle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Claim Draw</source>
        <translation>Ré&amp;clamer la nulle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Res&amp;ign</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top Game…</source>
        <translation>Arrê&amp;ter la partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Engines…</source>
        <translation>&amp;Moteurs…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from &amp;Here…</source>
        <translation>&amp;Jouer à partir d’ici…</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+3"/>
        <source>Take back a move</source>
        <translation>Reprendre un coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over: %1. Take back your last move and play on without this result?</source>
        <translation>La partie est terminée : %1. Reprendre votre dernier coup et continuer sans ce résultat ?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Draw offer</source>
        <translation>Proposition de nulle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 propose la nulle. %2, acceptez-vous&#xa0;?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resign this game?</source>
        <translation>Abandonner cette partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stop the game</source>
        <translation>Arrêter la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop this game without a result? It will not count for your rating, and the computer&apos;s analysis of it is then on offer.</source>
        <translation>Arrêter cette partie sans résultat&#xa0;? Elle ne comptera pas pour votre classement, et l’analyse de l’ordinateur sera alors disponible.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game is over in this position: there is nothing to play.</source>
        <translation>La partie est terminée dans cette position&#xa0;: il n’y a rien à jouer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play from here</source>
        <translation>Jouer à partir d’ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play the side to move, without a clock. The computer&apos;s level:</source>
        <translation>Vous jouez le camp qui a le trait, sans pendule. Niveau de l’ordinateur&#xa0;:</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>New Game now offers the chess engines found on this computer: %1.</source>
        <translation>Nouvelle partie propose maintenant les moteurs d’échecs trouvés sur cet ordinateur&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Chess engines found on this computer: %1. Choose one in New Game.</source>
        <translation type="vanished">Moteurs d’échecs trouvés sur cet ordinateur&#xa0;: %1. Choisissez-en un dans Nouvelle partie.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="+228"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is paused.</source>
        <translation>La partie est en pause.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the computer&apos;s move.</source>
        <translation>C’est à l’ordinateur de jouer.</translation>
    </message>
    <message>
        <location line="+324"/>
        <source>The computer declines the draw: it thinks it stands better.</source>
        <translation>L’ordinateur refuse la nulle&#xa0;: il estime avoir une meilleure position.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer declines the draw: the game has hardly begun.</source>
        <translation>L’ordinateur refuse la nulle&#xa0;: la partie vient à peine de commencer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer accepts the draw: it judges the position equal or worse for itself.</source>
        <translation>L’ordinateur accepte la nulle&#xa0;: il juge la position égale ou moins bonne pour lui.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 does not play Chess960: Ferz plays in its place.</source>
        <translation>%1 ne joue pas le Chess960&#xa0;: Ferz joue à sa place.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer&apos;s engine stopped: %1. Start a new game to play on.</source>
        <translation>Le moteur de l’ordinateur s’est arrêté&#xa0;: %1. Commencez une nouvelle partie pour continuer à jouer.</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+4"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ferz, full strength</source>
        <translation>Ferz, pleine force</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ferz %1</source>
        <translation>Ferz %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Chess960, start position %1</source>
        <translation>Chess960, position initiale %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation type="vanished">Échec et mat — les Blancs gagnent</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation type="vanished">Échec et mat — les Noirs gagnent</translation>
    </message>
    <message>
        <source>Draw by stalemate</source>
        <translation type="vanished">Nulle par pat</translation>
    </message>
    <message>
        <source>Draw: neither side can mate</source>
        <translation type="vanished">Nulle&#xa0;: aucun camp ne peut mater</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation type="vanished">Nulle par quintuple répétition</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule</source>
        <translation type="vanished">Nulle par la règle des 75 coups</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation type="vanished">Nulle par triple répétition, réclamée par l’ordinateur</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by you</source>
        <translation type="vanished">Nulle par triple répétition, réclamée par vous</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by White</source>
        <translation type="vanished">Nulle par triple répétition, réclamée par les Blancs</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by Black</source>
        <translation type="vanished">Nulle par triple répétition, réclamée par les Noirs</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation type="vanished">Nulle par la règle des 50 coups, réclamée par l’ordinateur</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation type="vanished">Nulle par la règle des 50 coups, réclamée par vous</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by White</source>
        <translation type="vanished">Nulle par la règle des 50 coups, réclamée par les Blancs</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by Black</source>
        <translation type="vanished">Nulle par la règle des 50 coups, réclamée par les Noirs</translation>
    </message>
    <message>
        <source>White resigns — Black wins</source>
        <translation type="vanished">Les Blancs abandonnent — les Noirs gagnent</translation>
    </message>
    <message>
        <source>Black resigns — White wins</source>
        <translation type="vanished">Les Noirs abandonnent — les Blancs gagnent</translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation type="vanished">Nulle par accord mutuel</translation>
    </message>
    <message>
        <source>White ran out of time — Black wins</source>
        <translation type="vanished">Les Blancs ont épuisé leur temps — les Noirs gagnent</translation>
    </message>
    <message>
        <source>Black ran out of time — White wins</source>
        <translation type="vanished">Les Noirs ont épuisé leur temps — les Blancs gagnent</translation>
    </message>
    <message>
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation type="vanished">Les Blancs ont épuisé leur temps, mais les Noirs ne peuvent pas mater — nulle</translation>
    </message>
    <message>
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation type="vanished">Les Noirs ont épuisé leur temps, mais les Blancs ne peuvent pas mater — nulle</translation>
    </message>
    <message>
        <source>White won (as recorded in the game)</source>
        <translation type="vanished">Les Blancs ont gagné (selon la partie enregistrée)</translation>
    </message>
    <message>
        <source>Black won (as recorded in the game)</source>
        <translation type="vanished">Les Noirs ont gagné (selon la partie enregistrée)</translation>
    </message>
    <message>
        <source>Drawn (as recorded in the game)</source>
        <translation type="vanished">Nulle (selon la partie enregistrée)</translation>
    </message>
    <message>
        <source>Stopped without a result: the game does not count</source>
        <translation type="vanished">Arrêtée sans résultat&#xa0;: la partie ne compte pas</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <location filename="../app/window/gamedocument.cpp" line="+67"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has changes that are not saved.</source>
        <translation>Cette partie a des modifications non enregistrées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 a des modifications non enregistrées.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save them before the game is replaced?</source>
        <translation>Les enregistrer avant de remplacer la partie ?</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+12"/>
        <location line="+9"/>
        <location line="+16"/>
        <location line="+18"/>
        <source>Open a game</source>
        <extracomment>&quot;Could not open /home/anna/game.pgn: there is no such file.&quot;</extracomment>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation type="vanished">Impossible d’ouvrir %1.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>%1 holds no game.</source>
        <translation>%1 ne contient aucune partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no game that can be read: %2</source>
        <translation>%1 ne contient aucune partie lisible&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game in %1 cannot be read: %2</source>
        <translation>Impossible de lire la partie de %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is empty</source>
        <translation>elle est vide</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not UTF-8: it was read as Latin-1.</source>
        <translation>%1 n’est pas en UTF-8&#xa0;: il a été lu en Latin-1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+46"/>
        <location line="+29"/>
        <location line="+12"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Ferz repaired this game of %1 to read it.</source>
        <translation>Ferz a dû réparer cette partie de %1 pour la lire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saving writes Ferz&apos;s text of the game in place of the text in the file.</source>
        <translation>L’enregistrement remplace le texte de la partie dans le fichier par celui de Ferz.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <source>%1 was changed by another program since Ferz read it.</source>
        <translation>%1 a été modifié par un autre programme depuis que Ferz l’a lu.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The game is still in it. Overwrite that game with this one, or save this game as a new file?</source>
        <translation>La partie s’y trouve encore. Écraser cette partie avec celle-ci, ou enregistrer celle-ci dans un nouveau fichier&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Overwrite That Game</source>
        <translation>&amp;Écraser cette partie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game Ferz read is no longer in it, so it cannot be written back there.</source>
        <translation>La partie que Ferz a lue ne s’y trouve plus&#xa0;; elle ne peut donc pas y être réécrite.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game cannot be saved into %1.</source>
        <translation>La partie ne peut pas être enregistrée dans %1.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>This game is being played: it is the game on the board.</source>
        <translation>Cette partie est en cours&#xa0;: c’est la partie sur l’échiquier.</translation>
    </message>
    <message numerus="yes">
        <location line="+105"/>
        <source>(And %n more.)</source>
        <translation>
            <numerusform>(Et %n autre.)</numerusform>
            <numerusform>(Et %n autres.)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+41"/>
        <source>Could not save %1: %2</source>
        <translation>Impossible d’enregistrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+40"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The clipboard holds neither a game nor a position. As PGN: %1. As FEN: %2.</source>
        <translation>Le presse-papiers ne contient ni partie ni position. En PGN&#xa0;: %1. En FEN&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no moves</source>
        <translation>aucun coup</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The game is on the clipboard, as PGN.</source>
        <translation>La partie a été copiée dans le presse-papiers au format PGN.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The position is on the clipboard, as FEN.</source>
        <translation>La position a été copiée dans le presse-papiers au format FEN.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="-215"/>
        <location line="+216"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="-327"/>
        <source>Save them before Ferz quits?</source>
        <translation>Les enregistrer avant de quitter Ferz&#xa0;?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No file was named to open.</source>
        <translation>Aucun fichier à ouvrir n’a été indiqué.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>there is no such file</source>
        <translation>ce fichier n’existe pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be read</source>
        <translation>il ne peut pas être lu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not open %1: %2.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+227"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message numerus="yes">
        <location line="-112"/>
        <source>The clipboard holds %n games: the first is on the board.</source>
        <translation>
            <numerusform>Le presse-papiers contient %n partie&#xa0;: la première est sur l’échiquier.</numerusform>
            <numerusform>Le presse-papiers contient %n parties&#xa0;: la première est sur l’échiquier.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Set &amp;Up Position…</source>
        <translation>Mettre en p&amp;lace une position…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Game (PGN)</source>
        <translation>&amp;Copier la partie (PGN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy P&amp;osition (FEN)</source>
        <translation>Copier la p&amp;osition (FEN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste Game or Position</source>
        <translation>Co&amp;ller une partie ou une position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ferz repaired this game to read it: %1.</source>
        <translation>Ferz a dû réparer cette partie pour la lire&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some clock times or evaluations in this game could not be read; they are kept as comments.</source>
        <translation>Certains temps de pendule ou évaluations de cette partie n’ont pu être lus&#xa0;; ils sont gardés comme commentaires.</translation>
    </message>
    <message>
        <location line="-205"/>
        <location line="+121"/>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>This game of the library cannot be read: %1</source>
        <translation>Cette partie de la bibliothèque ne peut pas être lue&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 (%2) — Ferz</source>
        <translation>%1 (%2) — Ferz</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1 — Ferz</source>
        <translation>%1 — Ferz</translation>
    </message>
</context>
<context>
    <name>GameInFile</name>
    <message>
        <location filename="../app/game/gamefile.cpp" line="+92"/>
        <source>the file is shorter than it was</source>
        <translation>le fichier est plus court qu’avant</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the file is in Latin-1, which cannot hold every character of the game</source>
        <translation>le fichier est en Latin-1, qui ne peut pas contenir tous les caractères de la partie</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <location filename="../app/dialogs/gamepicker.cpp" line="+72"/>
        <source>Open a game from %1</source>
        <translation>Ouvrir une partie de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter by player, event, date, result or opening</source>
        <translation>Filtrer par joueur, événement, date, résultat ou ouverture</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter</source>
        <translation>Filtre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Games: %1 of %2</source>
        <translation>Parties&#xa0;: %1 sur %2</translation>
    </message>
</context>
<context>
    <name>GamePolicy</name>
    <message>
        <source>The analysis board opens when the game against the computer is over.</source>
        <translation type="vanished">L’échiquier d’analyse s’ouvre quand la partie contre l’ordinateur est terminée.</translation>
    </message>
    <message>
        <source>A game against the computer is analysed when it is over.</source>
        <translation type="vanished">Une partie contre l’ordinateur s’analyse une fois terminée.</translation>
    </message>
    <message>
        <source>The analysis of this game shows when the game against the computer is over.</source>
        <translation type="vanished">L’analyse de cette partie s’affiche quand la partie contre l’ordinateur est terminée.</translation>
    </message>
    <message>
        <source>You took back a move: this game no longer counts for your rating.</source>
        <translation type="vanished">Vous avez repris un coup&#xa0;: cette partie ne compte plus pour votre classement.</translation>
    </message>
    <message>
        <source>You asked for a hint: this game no longer counts for your rating.</source>
        <translation type="vanished">Vous avez demandé un indice&#xa0;: cette partie ne compte plus pour votre classement.</translation>
    </message>
    <message>
        <location filename="../app/game/gamepolicy.cpp" line="+55"/>
        <source>The computer&apos;s evaluation shows when the game is over or stopped.</source>
        <translation>L’évaluation de l’ordinateur s’affiche quand la partie est terminée ou arrêtée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The analysis board opens when the game is over or stopped (Game → Stop Game).</source>
        <translation>L’échiquier d’analyse s’ouvre quand la partie est terminée ou arrêtée (Partie → Arrêter la partie).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is analysed when it is over or stopped (Game → Stop Game).</source>
        <translation>La partie s’analyse quand elle est terminée ou arrêtée (Partie → Arrêter la partie).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The analysis of this game shows when the game is over or stopped.</source>
        <translation>L’analyse de cette partie s’affiche quand la partie est terminée ou arrêtée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This rated game stays as it ended: its result counts. Play from Here plays on from a position of it.</source>
        <translation>Cette partie classée reste telle qu’elle s’est terminée&#xa0;: son résultat compte. Jouer à partir d’ici reprend depuis l’une de ses positions.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer has analysed this game, so it is not played on. Play from Here plays on from a position of it.</source>
        <translation>L’ordinateur a analysé cette partie&#xa0;: elle ne se poursuit donc pas. Jouer à partir d’ici reprend depuis l’une de ses positions.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Take back your move? This game will then no longer count for your rating.</source>
        <translation>Reprendre votre coup&#xa0;? Cette partie ne comptera alors plus pour votre classement.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for a hint? This game will then no longer count for your rating.</source>
        <translation>Demander un indice&#xa0;? Cette partie ne comptera alors plus pour votre classement.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The opening tree is shown when the game has ended or is stopped (Game → Stop Game).</source>
        <translation>L’arbre des ouvertures s’affiche quand la partie est terminée ou arrêtée (Partie → Arrêter la partie).</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <location filename="../app/dialogs/gameswindow.cpp" line="+269"/>
        <location filename="../app/dialogs/librarymodel.cpp" line="+89"/>
        <source>Full</source>
        <translation>Max.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/librarymodel.cpp" line="+27"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location filename="../app/dialogs/gameswindow.cpp" line="+21"/>
        <location filename="../app/dialogs/librarymodel.cpp" line="+1"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="-2"/>
        <location filename="../app/dialogs/librarymodel.cpp" line="+1"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../app/dialogs/librarymodel.cpp" line="+1"/>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <location filename="../app/dialogs/gameswindow.cpp" line="-9"/>
        <location line="+2"/>
        <location line="+13"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+311"/>
        <source>Analysing game %1 of %2…</source>
        <translation>Analyse de la partie %1 sur %2…</translation>
    </message>
    <message>
        <location line="-254"/>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search players, event, opening or date</source>
        <translation>Chercher joueurs, événement, ouverture ou date</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your colour</source>
        <translation>Votre couleur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played</source>
        <translation>Jouée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Import progress</source>
        <translation>Progression de l’import</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Library update progress</source>
        <extracomment>The accessible name of the Games window&apos;s progress bar while an older library is brought up to date at start-up.</extracomment>
        <translation>Progression de la mise à jour de la bibliothèque</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the game for review</source>
        <translation>Ouvrir la partie pour la revoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the selected games in a PGN file</source>
        <translation>Enregistrer les parties choisies dans un fichier PGN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the games of PGN files, such as lichess or chess.com exports</source>
        <translation>Ajouter les parties de fichiers PGN, comme les exports de lichess ou chess.com</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse the selected games in the background: marks, reasons and better moves, kept in the library</source>
        <translation>Analyser les parties choisies en arrière-plan&#xa0;: marques, raisons et meilleurs coups, gardés dans la bibliothèque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analysis progress</source>
        <translation>Progression de l’analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the Analysis</source>
        <translation>Annuler l’analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;Names…</source>
        <translation>Vos &amp;noms…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The names you play under elsewhere, to find your games among those imported</source>
        <translation>Les noms sous lesquels vous jouez ailleurs, pour trouver vos parties parmi celles importées</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Any level</source>
        <translation>Tout niveau</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Either colour</source>
        <translation>Les deux couleurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had White</source>
        <translation>Vous aviez les Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had Black</source>
        <translation>Vous aviez les Noirs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any result</source>
        <translation>Tout résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won</source>
        <translation>Vous avez gagné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lost</source>
        <translation>Vous avez perdu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any time</source>
        <translation>Toutes dates</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>12 derniers mois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any variant</source>
        <translation>Toute variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard chess</source>
        <translation>Échecs classiques</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/dialogs/librarymodel.cpp" line="-32"/>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>The game library cannot be opened.</source>
        <translation>La bibliothèque de parties ne peut pas être ouverte.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Any opponent</source>
        <translation>Tout adversaire</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Games: %1</source>
        <translation>Parties&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games shown: %1 of %2</source>
        <translation>Parties affichées&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Analysis cancelled. Games analysed: %1.</source>
        <extracomment>The end of the Games window&apos;s analysis: how many games were analysed.</extracomment>
        <translation>Analyse annulée. Parties analysées&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games analysed: %1.</source>
        <translation>Parties analysées&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games that could not be analysed: %1 (%2).</source>
        <translation>Parties qui n’ont pas pu être analysées&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+8"/>
        <source>Export games</source>
        <translation>Exporter des parties</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 could not be written: %2</source>
        <translation>%1 n’a pas pu être écrit&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>games.pgn</source>
        <translation>parties.pgn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games exported: %1, to %2</source>
        <translation>Parties exportées&#xa0;: %1, vers %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>Delete games</source>
        <translation>Supprimer des parties</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The games could not be deleted: %1</source>
        <translation>Les parties n’ont pas pu être supprimées&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete this game from the library?</source>
        <translation>Supprimer cette partie de la bibliothèque&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected games (%1) from the library?</source>
        <translation>Supprimer les parties choisies (%1) de la bibliothèque&#xa0;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This cannot be undone. Export them first to keep a copy.</source>
        <translation>Cela ne peut pas être annulé. Exportez-les d’abord pour en garder une copie.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Importing…</source>
        <translation>Import en cours…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your names</source>
        <translation>Vos noms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Besides %1, the names you play under (on lichess, on chess.com), separated by commas. Your games among those imported are found by them.</source>
        <translation>En plus de %1, les noms sous lesquels vous jouez (sur lichess, sur chess.com), séparés par des virgules. Vos parties parmi celles importées sont trouvées grâce à eux.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import games</source>
        <translation>Importer des parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 added, %2 already in the library, %3 could not be read.</source>
        <extracomment>The numbers of games of the files imported.</extracomment>
        <translation>Ajoutées&#xa0;: %1, déjà dans la bibliothèque&#xa0;: %2, illisibles&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import cancelled.</source>
        <translation>Import annulé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not UTF-8, read as Latin-1: %1.</source>
        <translation>Pas en UTF-8, lus en Latin-1&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first that could not be read: %1</source>
        <translation>La première illisible&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games could not be added to the game library: %1.</source>
        <translation>Des parties n’ont pas pu être ajoutées à la bibliothèque&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="-382"/>
        <source>All &amp;Positions</source>
        <extracomment>Clears the Games window&apos;s search by position: every game is listed again.</extracomment>
        <translation>Toutes les &amp;positions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the games of every position again</source>
        <translation>Afficher de nouveau les parties de toutes les positions</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>Games that reached the position %1, in any move order.</source>
        <extracomment>Above the Games window&apos;s list: which position its games reached. %1 is &quot;after 12. Nf3&quot; or &quot;at the start&quot;.</extracomment>
        <translation>Parties qui ont atteint la position %1, dans n’importe quel ordre de coups.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>Material</source>
        <translation>Matériel</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Any material</source>
        <translation>Tout matériel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pawn endings</source>
        <translation>Finales de pions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight endings</source>
        <translation>Finales de cavaliers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bishop endings</source>
        <translation>Finales de fous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opposite-coloured bishops</source>
        <translation>Fous de couleurs opposées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bishop against knight</source>
        <translation>Fou contre cavalier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rook endings</source>
        <translation>Finales de tours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rook and minor piece each</source>
        <translation>Tour et pièce mineure de chaque côté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen endings</source>
        <translation>Finales de dames</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Updating your library for this version of Ferz…</source>
        <extracomment>The Games window while an older library is brought up to date at start-up (its progress bar beside it).</extracomment>
        <translation>Mise à jour de votre bibliothèque pour cette version de Ferz…</translation>
    </message>
</context>
<context>
    <name>HelpActions</name>
    <message>
        <location filename="../app/window/helpactions.cpp" line="+22"/>
        <source>Ferz &amp;Help</source>
        <translation>&amp;Aide de Ferz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ferz</source>
        <translation>À &amp;propos de Ferz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About Ferz</source>
        <translation>À propos de Ferz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;A chess program: play the computer, review the game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Pieces: the Cburnett set by Colin M. L. Burnett (GPL). Sounds and icon made for Ferz.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;Un programme d’échecs&#xa0;: jouez contre l’ordinateur, puis revoyez la partie.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence GNU General Public License, version 3 ou ultérieure.&lt;/p&gt;&lt;p&gt;Pièces&#xa0;: le jeu Cburnett de Colin M. L. Burnett (GPL). Sons et icône créés pour Ferz.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../app/dialogs/helpdialog.cpp" line="+23"/>
        <source>Ferz Help</source>
        <translation>Aide de Ferz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Moving</source>
        <translation>Jouer un coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a piece to its square, or click the piece and then the square. The squares it may go to are marked. A right click or Esc puts it back. A move can also be typed in the field under the moves, as Nf3 or g1f3. When the board refuses a move, a line above it says why.</source>
        <translation>Faites glisser une pièce sur sa case, ou cliquez la pièce puis la case. Les cases où elle peut aller sont marquées. Un clic droit ou Échap la remet en place. Un coup peut aussi être tapé dans le champ sous les coups, comme Nf3 ou g1f3. Quand l’échiquier refuse un coup, une ligne au-dessus dit pourquoi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Without the mouse</source>
        <translation>Sans la souris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board takes the keyboard&apos;s focus; Tab goes through the toolbar, the buttons of the banner above the board, the board, the moves and the move field. The arrow keys move a framed square; Enter or Space picks up the piece there and puts it down on its new square; Esc puts it back. A pawn that promotes offers the queen first: the arrow keys choose another piece, Enter takes it, or press Q, R, B or N. From the moves, the arrow keys, Home and End step through the game. While a banner shows, Enter presses its framed button (New game at the end of a game).</source>
        <translation>L’échiquier prend le focus du clavier&#xa0;; Tab parcourt la barre d’outils, les boutons du bandeau au-dessus de l’échiquier, l’échiquier, les coups et le champ de coup. Les flèches déplacent une case encadrée&#xa0;; Entrée ou Espace prend la pièce qui s’y trouve et la pose sur sa nouvelle case&#xa0;; Échap la remet. Un pion qui se promeut propose d’abord la dame&#xa0;: les flèches choisissent une autre pièce, Entrée la prend, ou tapez Q, R, B ou N. Depuis les coups, les flèches, Début et Fin parcourent la partie. Tant qu’un bandeau est affiché, Entrée presse son bouton encadré (Nouvelle partie à la fin d’une partie).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each square of the board reads as, for example, &quot;e4, white pawn&quot;, in the order the board is shown, and the moves as a list, the move on show selected. The line at the foot of the window says every move of both sides in words, check and checkmate, the end of the game, the answer to a draw offer and why a move was refused; a screen reader speaks it as a notification. While you review, it says the move on show and the analysis&apos;s verdict. View → Speak Moves says it aloud without a screen reader. View → Board Colours → High Contrast outlines the pieces on strongly contrasting squares.</source>
        <translation>Chaque case de l’échiquier se lit par exemple «&#xa0;e4, pion blanc&#xa0;», dans l’ordre où l’échiquier est montré, et les coups comme une liste, le coup affiché sélectionné. La ligne au pied de la fenêtre dit en mots chaque coup des deux camps, l’échec et l’échec et mat, la fin de la partie, la réponse à une proposition de nulle et pourquoi un coup a été refusé&#xa0;; un lecteur d’écran la prononce comme une notification. Pendant la revue, elle dit le coup affiché et le verdict de l’analyse. Affichage → Annoncer les coups la dit à voix haute sans lecteur d’écran. Affichage → Couleurs de l’échiquier → Contraste élevé entoure les pièces sur des cases très contrastées.</translation>
    </message>
    <message>
        <source>The board takes the keyboard&apos;s focus (Tab goes on to the move field and the moves). The arrow keys move a framed square; Enter or Space picks up the piece there and puts it down on its new square; Esc puts it back. A pawn that promotes offers the queen first: the arrow keys choose another piece, Enter takes it, or press Q, R, B or N. From the moves, the arrow keys, Home and End step through the game.</source>
        <translation type="vanished">L’échiquier prend le focus du clavier (Tab passe au champ de coup et aux coups). Les flèches déplacent une case encadrée ; Entrée ou Espace prend la pièce qui s’y trouve et la pose sur sa nouvelle case ; Échap la remet. Un pion qui se promeut propose d’abord la dame : les flèches choisissent une autre pièce, Entrée la prend, ou tapez Q, R, B ou N. Depuis les coups, les flèches, Début et Fin parcourent la partie.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>With a screen reader</source>
        <translation>Avec un lecteur d’écran</translation>
    </message>
    <message>
        <source>Each square of the board reads as, for example, &quot;e4, white pawn&quot;, in the order the board is shown. The line at the foot of the window says every move of both sides in words, check, the end of the game, the answer to a draw offer and why a move was refused; a screen reader speaks it as a notification. While you review, it says the move on show and the analysis&apos;s verdict. View → Speak Moves says it aloud without a screen reader. View → Board Colours → High Contrast outlines the pieces on strongly contrasting squares.</source>
        <translation type="vanished">Chaque case de l’échiquier se lit par exemple « e4, pion blanc », dans l’ordre où l’échiquier est montré. La ligne au pied de la fenêtre dit en mots chaque coup des deux camps, l’échec, la fin de la partie, la réponse à une proposition de nulle et pourquoi un coup a été refusé ; un lecteur d’écran la prononce comme une notification. Pendant la revue, elle dit le coup affiché et le verdict de l’analyse. Affichage → Annoncer les coups la dit à voix haute sans lecteur d’écran. Affichage → Couleurs de l’échiquier → Contraste élevé entoure les pièces sur des cases très contrastées.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The players and the clock</source>
        <translation>Les joueurs et la pendule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name and the computer&apos;s level stand above and below the board, with the captured pieces and each side&apos;s clock. A side&apos;s first move is not timed. The clocks stop while a dialog is open, and P pauses the game; the computer does not think meanwhile. A takeback gives back the board, not the time. A clock turns red when little time is left.</source>
        <translation>Votre nom et le niveau de l’ordinateur figurent au-dessus et au-dessous de l’échiquier, avec les pièces prises et la pendule de chaque camp. Le premier coup de chaque camp n’est pas chronométré. Les pendules s’arrêtent tant qu’une boîte de dialogue est ouverte, et P met la partie en pause&#xa0;; l’ordinateur ne réfléchit pas pendant ce temps. Reprendre un coup rend l’échiquier, pas le temps. Une pendule devient rouge quand il reste peu de temps.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Offer a draw, claim one when the rules allow, resign, or stop the game without a result (Stop Game: it does not count), from the Game menu. The result is written at the end of the moves. Undo after a resignation or an agreed draw asks first, and plays on without the result; a rated game stays as it ended.</source>
        <translation>Proposez la nulle, réclamez-la quand les règles le permettent, abandonnez ou arrêtez la partie sans résultat (Arrêter la partie&#xa0;: elle ne compte pas), depuis le menu Partie. Le résultat est écrit à la fin des coups. Annuler après un abandon ou une nulle convenue demande d’abord, puis reprend la partie sans le résultat&#xa0;; une partie classée reste telle qu’elle s’est terminée.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click a move in the list, or use the arrow keys, to see the position after it; Home and End go to the start and back to the game. A move played on the board in review becomes a variation. Analyse Game marks each move: ?! an inaccuracy, ? a mistake, ?? a blunder, with the reason and the better move as an arrow. Each mark is checked by a deeper search before it is shown, and the words under the graph name the judge: Ferz&apos;s engine, or another installed engine, such as Stockfish, chosen as Judge of the analyses in Game → Engines. Play from Here continues against the computer from the position on show.</source>
        <translation>Cliquez un coup dans la liste, ou utilisez les flèches, pour voir la position qui le suit&#xa0;; Début et Fin mènent au départ et reviennent à la partie. Un coup joué sur l’échiquier en revue devient une variante. Analyser la partie note chaque coup&#xa0;: ?! une imprécision, ? une erreur, ?? une gaffe, avec la raison et le meilleur coup en flèche. Chaque note est vérifiée par une recherche plus profonde avant d’être montrée, et le texte sous le graphique nomme le juge&#xa0;: le moteur de Ferz, ou un autre moteur installé, comme Stockfish, choisi comme Juge des analyses dans Partie → Moteurs. Jouer d’ici reprend contre l’ordinateur depuis la position affichée.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Analysis Board (L), in the Game menu, shows the engine&apos;s best lines for the position on show, with the evaluation from White&apos;s side (+1.20 is good for White, #5 a mate in five), a bar beside the board and the best moves as arrows. It follows every step through the game; click a move of a line to add the line up to it as a variation. Choose the engine and the number of lines above them, threads and memory under ⋯. While a game is being played it waits, as Analyse Game does, until the game has ended or is stopped.</source>
        <translation>L’échiquier d’analyse (L), dans le menu Partie, montre les meilleures lignes du moteur pour la position affichée, avec l’évaluation du point de vue des Blancs (+1.20 est bon pour les Blancs, #5 un mat en cinq coups), une barre à côté de l’échiquier et les meilleurs coups en flèches. Il suit chaque pas dans la partie ; un clic sur un coup d’une ligne ajoute la ligne jusqu’à ce coup comme variante. Le moteur et le nombre de lignes se choisissent au-dessus, les fils et la mémoire sous ⋯. Pendant qu’une partie se joue, il attend, comme Analyser la partie, qu’elle soit terminée ou arrêtée.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Arrows and marks</source>
        <translation>Flèches et marques</translation>
    </message>
    <message>
        <source>Drag with the right mouse button to draw an arrow; right-click a square to mark it. Green without a key, red with Shift, blue with Alt, yellow with Shift and Alt; the same again takes it away, a left click clears the board. By keys: X marks the framed square, V on one square and V on another draws an arrow, Delete clears. They belong to the move on show and are saved in its comment, as lichess and ChessBase save them. Export Diagram, in the Game menu, writes the position on show with them as a PNG or SVG picture; Copy Position as Image, in the Edit menu, copies it.</source>
        <translation type="vanished">Faites glisser avec le bouton droit de la souris pour tracer une flèche ; un clic droit sur une case la marque. Vert sans touche, rouge avec Maj, bleu avec Alt, jaune avec Maj et Alt ; la même chose à nouveau l’enlève, un clic gauche efface l’échiquier. Au clavier : X marque la case encadrée, V sur une case puis V sur une autre trace une flèche, Suppr efface. Elles appartiennent au coup affiché et sont enregistrées dans son commentaire, comme lichess et ChessBase les enregistrent. Exporter un diagramme, dans le menu Partie, écrit la position affichée avec elles en image PNG ou SVG ; Copier la position comme image, dans le menu Édition, la copie.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A game against Ferz at a level, from the usual start (not an opening chosen to practise), counts for your rating (Glicko-2) when it ends without a move taken back or a hint, which ask first; New Game says whether the game it sets up is rated. Each level counts at the Elo it measured in matches. The rating stands beside your name, with how sure it is (± one deviation); Games (Ctrl+L), Rating, shows its course, and New Game suggests a level for even chances and one a bit harder.</source>
        <translation>Une partie contre Ferz à un niveau, depuis la position initiale (pas depuis une ouverture choisie pour s’entraîner), compte pour votre classement (Glicko-2) quand elle se termine sans coup repris ni indice, qui demandent d’abord&#xa0;; Nouvelle partie indique si la partie préparée est classée. Chaque niveau compte pour l’Elo qu’il a mesuré en matchs. Le classement s’affiche à côté de votre nom, avec sa précision (± un écart)&#xa0;; Parties (Ctrl+L), Classement, montre son évolution, et Nouvelle partie propose un niveau pour des chances égales et un un peu plus fort.</translation>
    </message>
    <message>
        <source>Your name and the computer&apos;s level stand above and below the board, with the captured pieces and each side&apos;s clock. A side&apos;s first move is not timed. The clocks stop while a dialog is open, and P pauses the game. A clock turns red when little time is left.</source>
        <translation type="vanished">Votre nom et le niveau de l’ordinateur figurent au-dessus et au-dessous de l’échiquier, avec les pièces prises et la pendule de chaque camp. Le premier coup de chaque camp n’est pas chronométré. Les pendules s’arrêtent tant qu’une boîte de dialogue est ouverte, et P met la partie en pause. Une pendule devient rouge quand il reste peu de temps.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Levels</source>
        <translation>Niveaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Levels are Elo ratings measured against other engines: 600 is a beginner, 1200 a casual player, 1600 a club player, 2000 and above a strong player. Full strength plays as well as Ferz can. Hints (H) come from full strength, whatever the level.</source>
        <translation>Les niveaux sont des classements Elo mesurés contre d’autres programmes : 600 est un débutant, 1200 un joueur occasionnel, 1600 un joueur de club, 2000 et plus un joueur fort. La pleine force joue aussi bien que Ferz le peut. Les indices (H) viennent toujours de la pleine force.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Openings</source>
        <translation>Ouvertures</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opening reached is named above the moves, by its ECO code and name, and saved with the game. Ferz plays its openings from a book of sound lines: a beginner knows a few moves of the common openings, a strong level the main lines further, full strength the whole book. New Game chooses the book (Ferz&apos;s, none, or a Polyglot .bin file of your own) and an opening to practise: type any words of its name, and the game starts from its position.</source>
        <translation>L&apos;ouverture atteinte est nommée au-dessus des coups, par son code ECO et son nom, et enregistrée avec la partie. Ferz joue ses ouvertures d&apos;après un livre de lignes solides : un débutant connaît quelques coups des ouvertures courantes, un niveau fort les lignes principales plus loin, la pleine force tout le livre. Nouvelle partie choisit le livre (celui de Ferz, aucun, ou votre propre fichier Polyglot .bin) et une ouverture à travailler : tapez n&apos;importe quels mots de son nom, et la partie commence à sa position.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ending a game</source>
        <translation>Finir une partie</translation>
    </message>
    <message>
        <source>Offer a draw, claim one when the rules allow, or resign, from the Game menu. The result is written at the end of the moves. Undo after a resignation or an agreed draw asks first, and plays on without the result.</source>
        <translation type="vanished">Proposez la nulle, réclamez-la quand les règles le permettent, ou abandonnez, depuis le menu Partie. Le résultat est écrit à la fin des coups. Annuler après un abandon ou une nulle convenue demande d’abord, puis reprend la partie sans le résultat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Click a move in the list, or use the arrow keys, to see the position after it; Home and End go to the start and back to the game. A move played on the board in review becomes a variation. Analyse Game marks each move: ?! an inaccuracy, ? a mistake, ?? a blunder, with the reason and the better move as an arrow. Play from Here continues against the computer from the position on show.</source>
        <translation type="vanished">Cliquez un coup dans la liste, ou utilisez les flèches, pour voir la position qui le suit ; Début et Fin mènent au départ et reviennent à la partie. Un coup joué sur l’échiquier en revue devient une variante. Analyser la partie note chaque coup : ?! une imprécision, ? une erreur, ?? une gaffe, avec la raison et le meilleur coup en flèche. Jouer d’ici reprend contre l’ordinateur depuis la position affichée.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The analysis board</source>
        <translation>L’échiquier d’analyse</translation>
    </message>
    <message>
        <source>Analysis Board (L), in the Game menu, shows the engine&apos;s best lines for the position on show, with the evaluation from White&apos;s side (+1.20 is good for White, #5 a mate in five), a bar beside the board and the best moves as arrows. It follows every step through the game; click a move of a line to add the line up to it as a variation. Choose the engine and the number of lines above them, threads and memory under ⋯. It is not available while you play against the computer.</source>
        <translation type="vanished">L’échiquier d’analyse (L), dans le menu Partie, montre les meilleures lignes du moteur pour la position affichée, avec l’évaluation du point de vue des Blancs (+1.20 est bon pour les Blancs, #5 un mat en cinq coups), une barre à côté de l’échiquier et les meilleurs coups en flèches. Il suit chaque pas dans la partie ; un clic sur un coup d’une ligne ajoute la ligne jusqu’à ce coup comme variante. Le moteur et le nombre de lignes se choisissent au-dessus, les fils et la mémoire sous ⋯. Il n’est pas disponible pendant une partie contre l’ordinateur.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your notes</source>
        <translation>Vos notes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment (Ctrl+K) writes your own comment on the move on show. The Moves menu, or a right click on a move, gives the move a glyph such as ! or ?, and the position after it one such as ±. Ctrl+Alt+Z undoes such an edit; they are saved with the game.</source>
        <translation>Commentaire (Ctrl+K) écrit votre propre commentaire sur le coup affiché. Le menu Coups, ou un clic droit sur un coup, donne au coup un signe comme ! ou ?, et à la position qui suit un signe comme ±. Ctrl+Alt+Z annule une telle modification ; tout est enregistré avec la partie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drag with the right mouse button to draw an arrow; right-click a square to mark it. Green without a key, red with Shift, blue with Alt, yellow with Shift and Alt; the same again takes it away, a left click clears the board. By keys: X marks the framed square, V on one square and V on another draws an arrow, Delete clears. They belong to the move on show and are saved in its comment, as lichess and ChessBase save them. Export Diagram, in the File menu, writes the position on show with them as a PNG or SVG picture; Copy Position as Image, in the Edit menu, copies it.</source>
        <translation>Faites glisser avec le bouton droit de la souris pour tracer une flèche ; un clic droit sur une case la marque. Vert sans touche, rouge avec Maj, bleu avec Alt, jaune avec Maj et Alt ; la même chose à nouveau l’enlève, un clic gauche efface l’échiquier. Au clavier : X marque la case encadrée, V sur une case puis V sur une autre trace une flèche, Suppr efface. Elles appartiennent au coup affiché et sont enregistrées dans son commentaire, comme lichess et ChessBase les enregistrent. Exporter un diagramme, dans le menu Fichier, écrit la position affichée avec elles en image PNG ou SVG ; Copier la position comme image, dans le menu Édition, la copie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your rating</source>
        <translation>Votre classement</translation>
    </message>
    <message>
        <source>A game against Ferz at a level, from the usual start, counts for your rating (Glicko-2) when it ends without a move taken back or a hint; New Game says whether the game it sets up is rated. Each level counts at the Elo it measured in matches. The rating stands beside your name, with how sure it is (± one deviation); Games (Ctrl+L), Rating, shows its course, and New Game suggests a level for even chances and one a bit harder.</source>
        <translation type="vanished">Une partie contre Ferz à un niveau, depuis la position initiale, compte pour votre classement (Glicko-2) quand elle se termine sans coup repris ni indice&#xa0;; Nouvelle partie indique si la partie préparée est classée. Chaque niveau compte pour l’Elo qu’il a mesuré en matchs. Le classement s’affiche à côté de votre nom, avec sa précision (± un écart)&#xa0;; Parties (Ctrl+L), Classement, montre son évolution, et Nouvelle partie propose un niveau pour des chances égales et un un peu plus fort.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each game, Ferz looks at your moves in the background and keeps each mistake and blunder as a position to train on; games you import under your names count too. Train (Ctrl+T) shows the positions due: find a better move. A move as good as the engine&apos;s is accepted; another is explained, and you may try again or see the solution. A position you solve comes back later and later; one you miss, the next day.</source>
        <translation>Après chaque partie, Ferz examine vos coups en arrière-plan et garde chaque erreur et gaffe comme position d’entraînement&#xa0;; les parties importées sous vos noms comptent aussi. Entraînement (Ctrl+T) montre les positions à revoir&#xa0;: trouvez un meilleur coup. Un coup aussi bon que celui du moteur est accepté&#xa0;; un autre est expliqué, et vous pouvez réessayer ou voir la solution. Une position résolue revient de plus en plus tard&#xa0;; une position manquée, le lendemain.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your games</source>
        <translation>Vos parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress is kept on disk after every move and comes back when Ferz starts again. Every game you play is kept in your game library: Games (Ctrl+L) lists them, to search, filter, sort by a column, open for review, export as PGN or delete. Import adds the games of PGN files, such as your lichess or chess.com exports; Your Names tells Ferz which player is you. ferz --import file.pgn does the same without a window. Save (Ctrl+S) writes a game as a PGN file; before the changes you made to a game of a file are replaced, Ferz asks.</source>
        <translation>La partie en cours est enregistrée après chaque coup et revient au prochain démarrage de Ferz. Chaque partie que vous jouez est gardée dans votre bibliothèque de parties&#xa0;: Parties (Ctrl+L) les liste, pour chercher, filtrer, trier par colonne, ouvrir pour les revoir, exporter en PGN ou supprimer. Importer ajoute les parties de fichiers PGN, comme vos exports de lichess ou chess.com&#xa0;; Vos noms indique à Ferz quel joueur vous êtes. ferz --import fichier.pgn fait de même sans fenêtre. Enregistrer (Ctrl+S) écrit une partie dans un fichier PGN&#xa0;; avant de remplacer les changements que vous avez faits à une partie d’un fichier, Ferz demande.</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <location filename="../app/library/library.cpp" line="+342"/>
        <location line="+79"/>
        <location line="+212"/>
        <source>it is not a Ferz library</source>
        <translation>ce n’est pas une bibliothèque de Ferz</translation>
    </message>
    <message>
        <location line="-264"/>
        <source>The folder of the game library, %1, cannot be made.</source>
        <translation>Le dossier de la bibliothèque de parties, %1, ne peut pas être créé.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your game library %1 is from a newer Ferz, so this one leaves it untouched and keeps no games in it.</source>
        <translation>Votre bibliothèque de parties %1 vient d’un Ferz plus récent&#xa0;: celui-ci n’y touche pas et n’y garde aucune partie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another program keeps your game library %1 locked, so it is left untouched. Close that program and start Ferz again to use it.</source>
        <translation>Un autre programme garde votre bibliothèque de parties %1 verrouillée&#xa0;: elle n’est pas touchée. Fermez ce programme et relancez Ferz.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game library %1 cannot be opened: %2</source>
        <translation>La bibliothèque de parties %1 ne peut pas être ouverte&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>%1 cannot be moved aside</source>
        <translation>%1 ne peut pas être mis de côté</translation>
    </message>
    <message>
        <location line="-278"/>
        <source>it was made by a newer Ferz</source>
        <translation>elle a été créée par une version plus récente de Ferz</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>the library&apos;s file or its folder is read-only</source>
        <translation>le fichier de la bibliothèque ou son dossier est en lecture seule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another program is using the game library</source>
        <translation>un autre programme utilise la bibliothèque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk could not be read or written</source>
        <translation>le disque n’a pas pu être lu ou écrit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the library&apos;s file is damaged</source>
        <translation>le fichier de la bibliothèque est endommagé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the library&apos;s file cannot be opened</source>
        <translation>le fichier de la bibliothèque ne peut pas être ouvert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you are not allowed to use the library&apos;s file</source>
        <translation>vous n’avez pas le droit d’utiliser le fichier de la bibliothèque</translation>
    </message>
    <message>
        <source>another program keeps it locked</source>
        <translation type="vanished">un autre programme la garde verrouillée</translation>
    </message>
    <message>
        <location line="+315"/>
        <source>it is damaged</source>
        <translation>elle est endommagée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game library could not be used (%1). It was moved to %2, and a new library was made.</source>
        <translation>Votre bibliothèque de parties n’a pas pu être utilisée (%1). Elle a été déplacée vers %2, et une nouvelle bibliothèque a été créée.</translation>
    </message>
    <message>
        <location filename="../app/library/librarystore.cpp" line="+41"/>
        <location line="+36"/>
        <source>the game library is not open</source>
        <translation>la bibliothèque de parties n’est pas ouverte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read</source>
        <translation>%1 ne peut pas être lu</translation>
    </message>
</context>
<context>
    <name>LibraryKeeper</name>
    <message>
        <location filename="../app/window/librarykeeper.cpp" line="+27"/>
        <source>Your games cannot be kept in the game library: %1</source>
        <translation>Vos parties ne peuvent pas être gardées dans la bibliothèque&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>LibraryWindows</name>
    <message>
        <location filename="../app/window/librarywindows.cpp" line="+112"/>
        <source>It waits while you play.</source>
        <translation>Elle attend pendant que vous jouez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It waits while the computer runs on its battery.</source>
        <translation>Elle attend tant que l’ordinateur fonctionne sur batterie.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Games…</source>
        <translation>&amp;Parties…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Train…</source>
        <translation>&amp;Entraînement…</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>The games with this position are shown once the game has ended.</source>
        <translation>Les parties avec cette position s’affichent une fois la partie terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games of the library that reached the position on show, in any move order</source>
        <translation>Les parties de la bibliothèque qui ont atteint la position affichée, dans n’importe quel ordre de coups</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>after %1</source>
        <extracomment>Games with This Position: the position, in &quot;Games that reached the position %1&quot;.</extracomment>
        <translation>après %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the start</source>
        <translation>de départ</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Games &amp;with This Position</source>
        <translation>Parties a&amp;vec cette position</translation>
    </message>
</context>
<context>
    <name>LiveAnalysis</name>
    <message>
        <location filename="../app/game/liveanalysis.cpp" line="+117"/>
        <source>%1 does not play Chess960: Ferz analyses this game.</source>
        <translation>%1 ne joue pas le Chess960&#xa0;: Ferz analyse cette partie.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/window/mainwindow.cpp" line="+166"/>
        <source>Your game is back, as you left it, with the clocks paused. Press P to play on.</source>
        <translation>Votre partie est de retour telle que vous l’avez laissée, pendules en pause. Appuyez sur P pour continuer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is back, as you left it.</source>
        <translation>Votre partie est de retour, telle que vous l’aviez laissée.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The game cannot be kept safe on disk: %1</source>
        <translation>Impossible de mettre la partie à l’abri sur le disque : %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="vanished">Nouvelle partie</translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="vanished">Revoir</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation type="vanished">Analyser</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Fermer</translation>
    </message>
    <message>
        <source>Claim draw</source>
        <translation type="vanished">Réclamer la nulle</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation type="vanished">Continuer</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation type="vanished">Retour à la partie</translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="vanished">OK</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>A new game. %1.</source>
        <translation>Une nouvelle partie. %1.</translation>
    </message>
    <message>
        <source>Your move repeats the position a third time: you may claim a draw, or play on.</source>
        <translation type="vanished">Votre coup répète la position pour la troisième fois&#xa0;: vous pouvez réclamer la nulle ou continuer.</translation>
    </message>
    <message>
        <source>Your move completes fifty moves without a capture or a pawn move: you may claim a draw, or play on.</source>
        <translation type="vanished">Votre coup complète cinquante coups sans prise ni mouvement de pion&#xa0;: vous pouvez réclamer la nulle ou continuer.</translation>
    </message>
    <message>
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation type="vanished">Cette position s’est produite trois fois&#xa0;: vous pouvez réclamer la nulle.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation type="vanished">Cinquante coups sans prise ni mouvement de pion&#xa0;: vous pouvez réclamer la nulle.</translation>
    </message>
    <message>
        <source>Paused: press P to play on</source>
        <translation type="vanished">En pause : appuyez sur P pour continuer</translation>
    </message>
    <message>
        <source>You may claim a draw: the computer waits until you claim or play on</source>
        <translation type="vanished">Vous pouvez réclamer la nulle&#xa0;: l’ordinateur attend que vous la réclamiez ou que vous continuiez</translation>
    </message>
    <message>
        <source>From a file, White to move: a move plays on against %1</source>
        <translation type="vanished">D’un fichier, les Blancs au trait&#xa0;: un coup la poursuit contre %1</translation>
    </message>
    <message>
        <source>From a file, Black to move: a move plays on against %1</source>
        <translation type="vanished">D’un fichier, les Noirs au trait&#xa0;: un coup la poursuit contre %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="vanished">Aux blancs de jouer</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="vanished">Aux noirs de jouer</translation>
    </message>
    <message>
        <source>Your move (White)</source>
        <translation type="vanished">À vous de jouer (Blancs)</translation>
    </message>
    <message>
        <source>Your move (Black)</source>
        <translation type="vanished">À vous de jouer (Noirs)</translation>
    </message>
    <message>
        <source>White (the computer) to move</source>
        <translation type="vanished">Aux Blancs (l’ordinateur) de jouer</translation>
    </message>
    <message>
        <source>Black (the computer) to move</source>
        <translation type="vanished">Aux Noirs (l’ordinateur) de jouer</translation>
    </message>
    <message>
        <source> — the white king is in check</source>
        <translation type="vanished"> — le roi blanc est en échec</translation>
    </message>
    <message>
        <source> — the black king is in check</source>
        <translation type="vanished"> — le roi noir est en échec</translation>
    </message>
    <message>
        <location line="+380"/>
        <source>Ferz cannot speak: no speech engine is installed. Install speech-dispatcher (or Qt&apos;s flite plugin), or use a screen reader.</source>
        <translation>Ferz ne peut pas parler : aucun moteur de synthèse vocale n’est installé. Installez speech-dispatcher (ou le module flite de Qt), ou utilisez un lecteur d’écran.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../app/window/menus.cpp" line="+27"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Moves</source>
        <translation>&amp;Coups</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Library</source>
        <translation>&amp;Bibliothèque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>New</source>
        <translation>Nouvelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip</source>
        <translation>Tourner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw?</source>
        <translation>Nulle ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
</context>
<context>
    <name>MoveListAccessible</name>
    <message>
        <location filename="../app/window/movelistaccessible.cpp" line="+90"/>
        <source>The moves of the game; the arrow keys step through them</source>
        <translation>Les coups de la partie&#xa0;; les flèches les parcourent</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Move %1, %2</source>
        <extracomment>A move of the move list as a screen reader says it: &quot;Move 12, Black: knight from g8 to f6.&quot;</extracomment>
        <translation>Coup %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Variation: %1</source>
        <extracomment>A move of a variation: &quot;Variation: Move 12, …&quot;</extracomment>
        <translation>Variante&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/dialogs/newgamedialog.cpp" line="+50"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ferz</source>
        <translation>Ferz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another person, at this board</source>
        <translation>Une autre personne, à cet échiquier</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The other player</source>
        <translation>L’autre joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the board towards the side to move</source>
        <translation>Tourner l’échiquier vers le camp qui joue</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+112"/>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>No clock</source>
        <translation>Sans pendule</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 min + %2 s a move</source>
        <translation>%1 min + %2 s par coup</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other</source>
        <translation>Autre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes for the game; 0: no clock</source>
        <translation>Minutes pour la partie ; 0 : sans pendule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> s a move</source>
        <translation> s par coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+136"/>
        <source>Seconds added after each move</source>
        <translation>Secondes ajoutées après chaque coup</translation>
    </message>
    <message>
        <location line="-126"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ferz&apos;s book</source>
        <translation>Le livre de Ferz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No book</source>
        <translation>Aucun livre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Other book file…</source>
        <translation>Autre fichier de livre…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The opening moves the computer knows: Ferz&apos;s own book, none, or a Polyglot book file (.bin)</source>
        <translation>Les coups d&apos;ouverture que connaît l&apos;ordinateur : le livre de Ferz, aucun, ou un fichier de livre Polyglot (.bin)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>None: the usual start</source>
        <translation>Aucune : le début habituel</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No opening&apos;s name holds “%1”. Try fewer letters, or its ECO code.</source>
        <translation>Aucune ouverture n’a «&#xa0;%1&#xa0;» dans son nom. Essayez moins de lettres, ou son code ECO.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start from a named opening: its moves are played, and the game goes on from there. Type part of its name to find it.</source>
        <translation>Partir d&apos;une ouverture connue : ses coups sont joués, et la partie continue à partir de là. Tapez une partie de son nom pour la trouver.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Standard chess</source>
        <translation>Échecs classiques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess960 (Fischer random chess): the pieces of the back rank start on one of 960 arrangements, the same for both sides; castling puts king and rook on their usual squares</source>
        <translation>Chess960 (échecs aléatoires de Fischer)&#xa0;: les pièces de la première rangée partent de l’une de 960 dispositions, la même pour les deux camps&#xa0;; le roque place le roi et la tour sur leurs cases habituelles</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The start position&apos;s number, 0 to 959 (518 is the standard one), or Random: a new one each game, shown above the moves</source>
        <translation>Le numéro de la position initiale, de 0 à 959 (518 est la position standard), ou Au hasard&#xa0;: une nouvelle à chaque partie, indiquée au-dessus des coups</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess960 start position</source>
        <translation>Position initiale du Chess960</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Standard start position</source>
        <translation>Position initiale standard</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your name:</source>
        <translation>Votre nom :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent:</source>
        <translation>Adversaire&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their name:</source>
        <translation>Son nom&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play:</source>
        <translation>Vous jouez&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level:</source>
        <translation>Niveau de l’ordinateur&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For you:</source>
        <translation>Pour vous&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opening book:</source>
        <translation>Livre d&apos;ouvertures :</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Clock:</source>
        <translation>Cadence&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minutes for each player</source>
        <translation>Minutes pour chaque joueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variant:</source>
        <translation>Variante&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start position:</source>
        <translation>Position initiale&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Practise an opening:</source>
        <translation>Travailler une ouverture :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start position (FEN):</source>
        <translation>Position initiale (FEN)&#xa0;:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Choose an opening book</source>
        <translation>Choisir un livre d&apos;ouvertures</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polyglot opening books (*.bin);;All files (*)</source>
        <translation>Livres d&apos;ouvertures Polyglot (*.bin);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>a new position each game</source>
        <translation>une nouvelle position à chaque partie</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Rated: the result moves your rating. Taking back a move or asking for a hint makes the game unrated.</source>
        <translation>Classée&#xa0;: le résultat fait bouger votre classement. Reprendre un coup ou demander un indice rend la partie non classée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not rated: only Ferz&apos;s levels are measured.</source>
        <translation>Non classée&#xa0;: seuls les niveaux de Ferz sont mesurés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated: two people play.</source>
        <translation>Non classée&#xa0;: deux personnes jouent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated: the opening to practise is chosen, not played.</source>
        <translation>Non classée&#xa0;: l’ouverture à travailler est choisie, non jouée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated: Chess960 games do not count for your rating (the levels are measured in standard chess).</source>
        <translation>Non classée&#xa0;: les parties de Chess960 ne comptent pas pour votre classement (les niveaux sont mesurés aux échecs classiques).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated: the game starts from a set-up position.</source>
        <translation>Non classée&#xa0;: la partie part d’une position mise en place.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: about even</source>
        <translation>%1&#xa0;: à peu près égal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a bit harder</source>
        <translation>%1&#xa0;: un peu plus fort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your rating is %1 ± %2.</source>
        <translation>Votre classement est %1 ± %2.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>None: two people play</source>
        <translation>Aucun : deux personnes jouent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set by the engine&apos;s options (Engines…)</source>
        <translation>Fixé par les options du moteur (Moteurs…)</translation>
    </message>
</context>
<context>
    <name>OpeningBook</name>
    <message>
        <location filename="../app/game/openingbook.cpp" line="+20"/>
        <source>%1 cannot be used as an opening book: %2.</source>
        <translation>%1 ne peut pas servir de livre d&apos;ouvertures : %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ferz&apos;s book</source>
        <translation>Le livre de Ferz</translation>
    </message>
</context>
<context>
    <name>OpeningTree</name>
    <message>
        <location filename="../app/window/openingtree.cpp" line="+51"/>
        <source>Opening &amp;Tree</source>
        <translation>Arbre des ouver&amp;tures</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>The game ended in this position, so no move is played after it here. Step back through the game to play a move as a variation.</source>
        <translation>La partie s’est terminée dans cette position : aucun coup n’est joué ici après elle. Revenez en arrière dans la partie pour jouer un coup en variante.</translation>
    </message>
</context>
<context>
    <name>OpeningTreeModel</name>
    <message>
        <location filename="../app/window/openingtreemodel.cpp" line="+147"/>
        <source>1 game</source>
        <translation>1 partie</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1 draw</source>
        <translation>1 nulle</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n draws</source>
        <translation>
            <numerusform>%n nulle</numerusform>
            <numerusform>%n nulles</numerusform>
        </translation>
    </message>
    <message>
        <location line="-2"/>
        <source>White scores %1 percent</source>
        <translation>les Blancs marquent %1 pour cent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black scores %1 percent</source>
        <translation>les Noirs marquent %1 pour cent</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>last played %1</source>
        <translation>jouée pour la dernière fois le %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>in the book, %1 percent</source>
        <translation>dans le livre, %1 pour cent</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last</source>
        <translation>Dernière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Book</source>
        <translation>Livre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move played from the position on show</source>
        <translation>Le coup joué depuis la position affichée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games of the library that played it</source>
        <translation>Les parties de la bibliothèque qui l’ont joué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The score of the side to move with it</source>
        <translation>Le score du camp au trait avec ce coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its draws</source>
        <translation>Ses nulles</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last date it was played</source>
        <translation>La dernière date où il a été joué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its share of the opening book&apos;s weight</source>
        <translation>Sa part du poids du livre d’ouvertures</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>in the book, less than 1 percent</source>
        <translation>dans le livre, moins de 1 pour cent</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>in your repertoire as White and as Black</source>
        <translation>dans votre répertoire avec les Blancs et avec les Noirs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in your repertoire as White</source>
        <translation>dans votre répertoire avec les Blancs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in your repertoire as Black</source>
        <translation>dans votre répertoire avec les Noirs</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>in your repertoire</source>
        <translation>dans votre répertoire</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A star: the move is in your repertoire</source>
        <translation>Une étoile : le coup est dans votre répertoire</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Opp.</source>
        <translation>Adv.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The opponents&apos; average rating: Ferz&apos;s level in the games it played, else the rating of the side not to move</source>
        <translation>Le classement moyen des adversaires : le niveau de Ferz dans ses parties, sinon le classement du camp qui n’a pas le trait</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>opponents&apos; average rating %1</source>
        <translation>classement moyen des adversaires %1</translation>
    </message>
</context>
<context>
    <name>OpeningTreePanel</name>
    <message>
        <location filename="../app/window/openingtreepanel.cpp" line="+126"/>
        <source>Reading the library…</source>
        <translation>Lecture de la bibliothèque…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game of the library went on from this position, and the book has no move here.</source>
        <translation>Aucune partie de la bibliothèque ne s’est poursuivie depuis cette position, et le livre n’a pas de coup ici.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My games</source>
        <translation>Mes parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mine as White</source>
        <translation>Les miennes avec les Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mine as Black</source>
        <translation>Les miennes avec les Noirs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imported</source>
        <translation>Importées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A player&apos;s games</source>
        <translation>Parties d’un joueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games in the opening tree</source>
        <translation>Parties de l’arbre des ouvertures</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player&apos;s name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening tree</source>
        <translation>Arbre des ouvertures</translation>
    </message>
    <message>
        <source>The moves played from the position on show in the library&apos;s games, and the book&apos;s. Enter plays the move.</source>
        <translation type="vanished">Les coups joués depuis la position affichée dans les parties de la bibliothèque, et ceux du livre. Entrée joue le coup.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The moves played from the position on show in the library&apos;s games, and the book&apos;s. Enter plays the move; Insert adds it to your repertoire for the side to move, Shift+Insert for the other side, Delete takes it out.</source>
        <translation>Les coups joués depuis la position affichée dans les parties de la bibliothèque, et ceux du livre. Entrée joue le coup. Inser l’ajoute à votre répertoire pour le camp au trait, Maj+Inser pour l’autre camp, Suppr le retire.</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Add to My Repertoire as White</source>
        <translation>Ajouter à mon répertoire avec les Blancs</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>The game library cannot be used now, and the book has no move here.</source>
        <translation>La bibliothèque de parties ne peut pas être utilisée pour l’instant, et le livre n’a pas de coup ici.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game library cannot be used now, so only the book&apos;s moves are shown.</source>
        <translation>La bibliothèque de parties ne peut pas être utilisée pour l’instant&#xa0;: seuls les coups du livre sont montrés.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Add to My Repertoire as Black</source>
        <translation>Ajouter à mon répertoire avec les Noirs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove from My Repertoire</source>
        <translation>Retirer de mon répertoire</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../app/game/outcome.cpp" line="+222"/>
        <source>Checkmate — White wins</source>
        <translation>Échec et mat — les Blancs gagnent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkmate — Black wins</source>
        <translation>Échec et mat — les Noirs gagnent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by stalemate</source>
        <translation>Nulle par pat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw: neither side can mate</source>
        <translation>Nulle&#xa0;: aucun camp ne peut mater</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by fivefold repetition</source>
        <translation>Nulle par quintuple répétition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 75-move rule</source>
        <translation>Nulle par la règle des 75 coups</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation>Nulle par triple répétition, réclamée par l’ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by threefold repetition, claimed by you</source>
        <translation>Nulle par triple répétition, réclamée par vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by threefold repetition, claimed by White</source>
        <translation>Nulle par triple répétition, réclamée par les Blancs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by threefold repetition, claimed by Black</source>
        <translation>Nulle par triple répétition, réclamée par les Noirs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation>Nulle par la règle des 50 coups, réclamée par l’ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation>Nulle par la règle des 50 coups, réclamée par vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 50-move rule, claimed by White</source>
        <translation>Nulle par la règle des 50 coups, réclamée par les Blancs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 50-move rule, claimed by Black</source>
        <translation>Nulle par la règle des 50 coups, réclamée par les Noirs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White resigns — Black wins</source>
        <translation>Les Blancs abandonnent — les Noirs gagnent</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black resigns — White wins</source>
        <translation>Les Noirs abandonnent — les Blancs gagnent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by agreement</source>
        <translation>Nulle par accord mutuel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White ran out of time — Black wins</source>
        <translation>Les Blancs ont épuisé leur temps — les Noirs gagnent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black ran out of time — White wins</source>
        <translation>Les Noirs ont épuisé leur temps — les Blancs gagnent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation>Les Blancs ont épuisé leur temps, mais les Noirs ne peuvent pas mater — nulle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation>Les Noirs ont épuisé leur temps, mais les Blancs ne peuvent pas mater — nulle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White won (as recorded in the game)</source>
        <translation>Les Blancs ont gagné (selon la partie enregistrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black won (as recorded in the game)</source>
        <translation>Les Noirs ont gagné (selon la partie enregistrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn (as recorded in the game)</source>
        <translation>Nulle (selon la partie enregistrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped without a result: the game does not count</source>
        <translation>Arrêtée sans résultat&#xa0;: la partie ne compte pas</translation>
    </message>
</context>
<context>
    <name>PenWords</name>
    <message>
        <location filename="../app/board/pen.cpp" line="+59"/>
        <source>green</source>
        <extracomment>The colours of the arrows and marked squares a player draws on the board.</extracomment>
        <translation>vert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Arrow from %1 to %2, %3.</source>
        <extracomment>Said when the player draws an arrow: &quot;Arrow from e2 to e4, green.&quot;</extracomment>
        <translation>Flèche de %1 à %2, en %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrow from %1 to %2 removed.</source>
        <extracomment>Said when the player takes an arrow off the board.</extracomment>
        <translation>Flèche de %1 à %2 enlevée.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 marked %2.</source>
        <extracomment>Said when the player marks a square: &quot;e4 marked green.&quot;</extracomment>
        <translation>%1 marquée en %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark on %1 removed.</source>
        <extracomment>Said when the player takes the mark off a square.</extracomment>
        <translation>Marque sur %1 enlevée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrows and marks cleared.</source>
        <translation>Flèches et marques effacées.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Arrow from %1: press V on the square it goes to.</source>
        <extracomment>Said after V on a square: the arrow starts there; V on another square draws it.</extracomment>
        <translation>Flèche depuis %1 : appuyez sur V sur la case où elle va.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>marked %1</source>
        <extracomment>What a square&apos;s cell says of its mark: &quot;marked red&quot;.</extracomment>
        <translation>marquée en %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>arrow to %1, %2</source>
        <extracomment>What a square&apos;s cell says of an arrow that starts there: &quot;arrow to e4, green&quot;.</extracomment>
        <translation>flèche vers %1, en %2</translation>
    </message>
</context>
<context>
    <name>PlayerStrip</name>
    <message>
        <location filename="../app/window/playerstrip.cpp" line="+46"/>
        <location line="+166"/>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, rating %3</source>
        <translation>%1, %2, classement %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your rating, provisional until it is surer. Rated games: %1.</source>
        <translation>Votre classement, provisoire jusqu’à ce qu’il soit plus sûr. Parties classées&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your rating. Rated games: %1.</source>
        <translation>Votre classement. Parties classées&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>White&apos;s clock</source>
        <translation>Pendule des Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s clock</source>
        <translation>Pendule des Noirs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, little time left</source>
        <translation>%1 : %2, peu de temps restant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../app/dialogs/positioneditor.cpp" line="+52"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Up a Position</source>
        <translation>Mettre en place une position</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag pieces onto the board from the trays; or type the position in the FEN field</source>
        <translation>Glissez les pièces des réserves sur l&apos;échiquier, ou tapez la position dans le champ FEN</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take pieces off the board (or right-click a piece)</source>
        <translation>Retirer des pièces de l’échiquier (ou clic droit sur une pièce)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Clear Board</source>
        <translation>Vider l’échiquier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start Position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>White O-O</source>
        <translation>Blancs O-O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White O-O-O</source>
        <translation>Blancs O-O-O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black O-O</source>
        <translation>Noirs O-O</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black O-O-O</source>
        <translation>Noirs O-O-O</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Play from Here</source>
        <translation>Jouer à partir d’ici</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>To move:</source>
        <translation>Trait :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castling:</source>
        <translation>Roque :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>En passant:</source>
        <translation>Prise en passant :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FEN:</source>
        <translation>FEN :</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../app/game/preferences.cpp" line="+158"/>
        <location line="+6"/>
        <source>Full strength</source>
        <translation>Force maximale</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1 Elo</source>
        <translation>%1 Elo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>full strength</source>
        <translation>force maximale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beginner</source>
        <translation>débutant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>casual player</source>
        <translation>joueur occasionnel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>club player</source>
        <translation>joueur de club</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>strong club player</source>
        <translation>joueur de club confirmé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>master</source>
        <translation>maître</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Elo — %2</source>
        <translation>%1 Elo — %2</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <location filename="../app/window/printactions.cpp" line="+53"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>E&amp;xport as PDF…</source>
        <translation>E&amp;xporter en PDF…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Print Game</source>
        <translation>Imprimer la partie</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+6"/>
        <source>Export as PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be written: %1</source>
        <translation>La partie n&apos;a pas pu être écrite : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was written to %1.</source>
        <translation>La partie a été écrite dans %1.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the file could not be made</source>
        <translation>le fichier n&apos;a pas pu être créé</translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <location filename="../app/dialogs/puzzlepage.cpp" line="+125"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;Solution</source>
        <translation>Voir la &amp;solution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Puzzle</source>
        <translation>Problème sui&amp;vant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Results…</source>
        <translation>E&amp;xporter les résultats…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle board</source>
        <translation>Échiquier du problème</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The course of your puzzle rating</source>
        <translation>L’évolution de votre classement aux problèmes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any theme</source>
        <translation>Tous les thèmes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mate in 1</source>
        <translation>Mat en 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mate in 2</source>
        <translation>Mat en 2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mate in 3</source>
        <translation>Mat en 3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mate in 4</source>
        <translation>Mat en 4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mate in 5</source>
        <translation>Mat en 5</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hanging piece</source>
        <translation>Pièce en prise</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fork</source>
        <translation>Fourchette</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pin</source>
        <translation>Clouage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skewer</source>
        <translation>Enfilade</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discovered attack</source>
        <translation>Attaque à la découverte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Promotion</source>
        <translation>Promotion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back rank</source>
        <translation>Dernière rangée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endgame</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Opening the game library…</source>
        <translation>Ouverture de la bibliothèque de parties…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Puzzle rating: %1 ± %2.</source>
        <translation>Classement aux problèmes&#xa0;: %1 ± %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles: %1, solved %2. Streak: %3.</source>
        <translation>Problèmes&#xa0;: %1, résolus %2. Série&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed puzzles due again: %1.</source>
        <translation>Problèmes manqués à revoir&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>No puzzle left to try.</source>
        <translation>Plus aucun problème à essayer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The puzzle set could not be read.</source>
        <translation>La collection de problèmes n’a pas pu être lue.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have tried every puzzle of this theme. Choose another theme; the puzzles you missed come back when they are due.</source>
        <translation>Vous avez essayé tous les problèmes de ce thème. Choisissez-en un autre&#xa0;; les problèmes manqués reviennent quand leur tour vient.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Puzzle %1, rated %2: %3.</source>
        <translation>Problème %1, classé %2&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: find the best move for White.</source>
        <translation>À vous&#xa0;: trouvez le meilleur coup des Blancs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: find the best move for Black.</source>
        <translation>À vous&#xa0;: trouvez le meilleur coup des Noirs.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Yes: %1. The answer: %2. Keep going.</source>
        <translation>Oui&#xa0;: %1. La réponse&#xa0;: %2. Continuez.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Checking %1…</source>
        <translation>Vérification de %1…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>gives away %1 points of your winning chances</source>
        <translation>perd %1 points de vos chances de gain</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not the move: %1 is good, but there is a stronger one. Try again, or see the solution.</source>
        <translation>Pas le coup&#xa0;: %1 est bon, mais il y a plus fort. Réessayez, ou voyez la solution.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not the move: %1 %2. Try again, or see the solution.</source>
        <translation>Pas le coup&#xa0;: %1 %2. Réessayez, ou voyez la solution.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Solved!</source>
        <translation>Résolu&#xa0;!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved, with help: it counts as missed.</source>
        <translation>Résolu, avec de l’aide&#xa0;: cela compte comme manqué.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Hint: move the piece on %1.</source>
        <translation>Indice&#xa0;: jouez la pièce en %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: %1.</source>
        <translation>Indice&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The solution: %1</source>
        <translation>La solution&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+6"/>
        <source>Export Puzzle Results</source>
        <translation>Exporter les résultats des problèmes</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The results could not be written to %1: %2</source>
        <translation>Les résultats n’ont pas pu être écrits dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-349"/>
        <source>From %1 after the first puzzle to %2 ± %3 after puzzle %4.</source>
        <translation>De %1 après le premier problème à %2 ± %3 après le problème %4.</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Thème :</translation>
    </message>
</context>
<context>
    <name>RatingGraph</name>
    <message>
        <location filename="../app/dialogs/ratinggraph.cpp" line="+21"/>
        <source>Rating history</source>
        <translation>Historique du classement</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No rated games yet.</source>
        <translation>Aucune partie classée pour l’instant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From %1 after the first rated game to %2 ± %3 after game %4.</source>
        <translation>De %1 après la première partie classée à %2 ± %3 après la partie %4.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Your rating appears here after your first rated game.</source>
        <translation>Votre classement apparaît ici après votre première partie classée.</translation>
    </message>
</context>
<context>
    <name>RatingPage</name>
    <message>
        <location filename="../app/dialogs/librarypages.cpp" line="+37"/>
        <source>Your rating</source>
        <translation>Votre classement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no rated games yet. A game counts for your rating when you play Ferz at a level, from the usual start, without taking back a move or asking for a hint, to its end.</source>
        <translation>Vous n’avez encore aucune partie classée. Une partie compte pour votre classement quand vous jouez contre Ferz à un niveau, depuis la position initiale, sans reprendre de coup ni demander d’indice, jusqu’à sa fin.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your rating: %1 ± %2, provisional until it is surer.</source>
        <translation>Votre classement&#xa0;: %1 ± %2, provisoire jusqu’à ce qu’il soit plus sûr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your rating: %1 ± %2.</source>
        <translation>Votre classement&#xa0;: %1 ± %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rated games: %1 (won %2, drawn %3, lost %4). The last one: %5.</source>
        <translation>Parties classées&#xa0;: %1 (%2 gagnées, %3 nulles, %4 perdues). La dernière&#xa0;: %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your strength is likely within the band around the line. Each of Ferz&apos;s levels counts at the Elo it measured in matches.</source>
        <translation>Votre force est probablement dans la bande autour de la ligne. Chaque niveau de Ferz compte pour l’Elo qu’il a mesuré en matchs.</translation>
    </message>
</context>
<context>
    <name>RecordActions</name>
    <message>
        <location filename="../app/window/recordactions.cpp" line="+54"/>
        <source>Glyph on %1</source>
        <translation>Signe sur %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Promouvoir la variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete from Here</source>
        <translation>&amp;Supprimer à partir d’ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Comment…</source>
        <translation>&amp;Commentaire…</translation>
    </message>
    <message>
        <source>Undo Comment or &amp;Glyph</source>
        <translation type="vanished">Annuler commentaire ou &amp;signe</translation>
    </message>
    <message>
        <source>Redo Comment or G&amp;lyph</source>
        <translation type="vanished">Rétablir commentaire ou si&amp;gne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Analyse Game</source>
        <translation>&amp;Analyser la partie</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Analysis done.</source>
        <translation>Analyse terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analysis stopped.</source>
        <translation>Analyse interrompue.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis stopped: %1</source>
        <translation>Analyse interrompue&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <location line="+25"/>
        <location line="+21"/>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drawing on %1</source>
        <translation>Dessin sur %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawing on the start position</source>
        <translation>Dessin sur la position de départ</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Comment on %1:</source>
        <translation>Commentaire sur %1 :</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Undo &amp;Annotation</source>
        <translation>Annuler l’anno&amp;tation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo Annotatio&amp;n</source>
        <translation>Rétablir l’annotatio&amp;n</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Comment before the first move:</source>
        <translation>Commentaire avant le premier coup :</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%Ln characters: shown whole, but too long to edit here.</source>
        <translation>
            <numerusform>%Ln caractère&#xa0;: affiché en entier, mais trop long pour être modifié ici.</numerusform>
            <numerusform>%Ln caractères&#xa0;: affiché en entier, mais trop long pour être modifié ici.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Remove the Comment</source>
        <translation>&amp;Supprimer le commentaire</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Comment on %1</source>
        <translation>Commentaire sur %1</translation>
    </message>
</context>
<context>
    <name>RepertoireActions</name>
    <message>
        <location filename="../app/window/repertoireactions.cpp" line="+44"/>
        <source>Add Line to Repertoire as &amp;White</source>
        <translation>Ajouter la ligne au répertoire avec les &amp;Blancs</translation>
    </message>
    <message>
        <source>Add Line to Repertoire as &amp;Black</source>
        <translation type="vanished">Ajouter la ligne au répertoire avec les &amp;Noirs</translation>
    </message>
    <message>
        <source>Import Repertoire…</source>
        <translation type="vanished">Importer un répertoire…</translation>
    </message>
    <message>
        <source>Export Repertoire…</source>
        <translation type="vanished">Exporter le répertoire…</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+16"/>
        <location line="+13"/>
        <source>The game library is not open.</source>
        <translation>La bibliothèque de parties n’est pas ouverte.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Your repertoire cannot be kept: %1</source>
        <translation>Votre répertoire ne peut pas être conservé : %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The line is in your repertoire as White already.</source>
        <translation>La ligne est déjà dans votre répertoire avec les Blancs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The line is in your repertoire as Black already.</source>
        <translation>La ligne est déjà dans votre répertoire avec les Noirs.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Added to your repertoire as White: %n new moves.</source>
        <translation>
            <numerusform>Ajouté à votre répertoire avec les Blancs : %n nouveau coup.</numerusform>
            <numerusform>Ajouté à votre répertoire avec les Blancs : %n nouveaux coups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Added to your repertoire as Black: %n new moves.</source>
        <translation>
            <numerusform>Ajouté à votre répertoire avec les Noirs : %n nouveau coup.</numerusform>
            <numerusform>Ajouté à votre répertoire avec les Noirs : %n nouveaux coups.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The move is not in your repertoire.</source>
        <translation>Le coup n’est pas dans votre répertoire.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Taken out of your repertoire: %n moves.</source>
        <translation>
            <numerusform>Retiré de votre répertoire : %n coup.</numerusform>
            <numerusform>Retirés de votre répertoire : %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+5"/>
        <location line="+9"/>
        <location line="+17"/>
        <source>Import Repertoire</source>
        <translation>Importer un répertoire</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Are these your lines as White or as Black?</source>
        <translation>Sont-ce vos lignes avec les Blancs ou avec les Noirs ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As &amp;White</source>
        <translation>Avec les &amp;Blancs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As &amp;Black</source>
        <translation>Avec les &amp;Noirs</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 holds no game that can be read: %2</source>
        <translation>%1 ne contient aucune partie lisible : %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no game.</source>
        <translation>%1 ne contient aucune partie.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Repertoire imported: %n new moves.</source>
        <translation>
            <numerusform>Répertoire importé : %n nouveau coup.</numerusform>
            <numerusform>Répertoire importé : %n nouveaux coups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n games could not be read; the first: %1</source>
        <translation>
            <numerusform>%n partie n’a pas pu être lue : %1</numerusform>
            <numerusform>%n parties n’ont pas pu être lues ; la première : %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+6"/>
        <location line="+6"/>
        <source>Export Repertoire</source>
        <translation>Exporter le répertoire</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Your repertoire is empty: add lines from the opening tree or the move list first.</source>
        <translation>Votre répertoire est vide : ajoutez d’abord des lignes depuis l’arbre des ouvertures ou la liste des coups.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>repertoire.pgn</source>
        <translation>repertoire.pgn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 could not be written: %2</source>
        <translation>%1 n’a pas pu être écrit : %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Repertoire exported to %1.</source>
        <translation>Répertoire exporté vers %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You left your repertoire at %1; your line is %2.</source>
        <translation>Vous avez quitté votre répertoire avec %1 ; votre ligne est %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left your repertoire at %1; your lines are %2.</source>
        <translation>Vous avez quitté votre répertoire avec %1 ; vos lignes sont %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponent left your repertoire at %1; your line prepares %2.</source>
        <translation>Votre adversaire a quitté votre répertoire avec %1 ; votre ligne prépare %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponent left your repertoire at %1; your lines prepare %2.</source>
        <translation>Votre adversaire a quitté votre répertoire avec %1 ; vos lignes préparent %2.</translation>
    </message>
    <message>
        <location line="-164"/>
        <source>Added to your repertoire as White: 1 new move.</source>
        <translation>Ajouté à votre répertoire avec les Blancs : 1 nouveau coup.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Add Line to Repertoire as Blac&amp;k</source>
        <translation>Ajouter la ligne au répertoire avec les &amp;Noirs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import Repertoire…</source>
        <translation>&amp;Importer un répertoire…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Repertoire…</source>
        <translation>E&amp;xporter le répertoire…</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Added to your repertoire as Black: 1 new move.</source>
        <translation>Ajouté à votre répertoire avec les Noirs : 1 nouveau coup.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Taken out of your repertoire: 1 move.</source>
        <translation>Retiré de votre répertoire : 1 coup.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Repertoire imported: 1 new move.</source>
        <translation>Répertoire importé : 1 nouveau coup.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 game could not be read: %1</source>
        <translation>1 partie n’a pas pu être lue : %1</translation>
    </message>
</context>
<context>
    <name>RepertoireDrill</name>
    <message>
        <source>Show the &amp;Move</source>
        <translation type="vanished">Montrer le &amp;coup</translation>
    </message>
    <message>
        <location filename="../app/dialogs/repertoiredrill.cpp" line="+90"/>
        <source>Next &amp;Line</source>
        <translation>&amp;Ligne suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repertoire board</source>
        <translation>Échiquier du répertoire</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Yes: %1.</source>
        <translation>Oui : %1.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 is not your line: your repertoire plays %2. Play it.</source>
        <translation>%1 n’est pas votre ligne : votre répertoire joue %2. Jouez-le.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your repertoire plays %1.</source>
        <translation>Votre répertoire joue %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Line done, without a wrong move. It comes back in %n days.</source>
        <translation>
            <numerusform>Ligne terminée, sans coup faux. Elle revient dans %n jour.</numerusform>
            <numerusform>Ligne terminée, sans coup faux. Elle revient dans %n jours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Line done. It comes back in %n days.</source>
        <translation>
            <numerusform>Ligne terminée. Elle revient dans %n jour.</numerusform>
            <numerusform>Ligne terminée. Elle revient dans %n jours.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opening the game library…</source>
        <translation>Ouverture de la bibliothèque de parties…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lines of your repertoire due now: %1 of %2.</source>
        <translation>Lignes de votre répertoire à revoir maintenant : %1 sur %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No line of your repertoire is due.</source>
        <translation>Aucune ligne de votre répertoire n’est à revoir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add lines from the opening tree (Insert), from the move list&apos;s menu (Add Line to Repertoire) or from a PGN file (Library → Import Repertoire…). Ferz plays your opponent&apos;s moves of each line, and you answer with yours.</source>
        <translation>Ajoutez des lignes depuis l’arbre des ouvertures (Inser), depuis le menu de la liste des coups (Ajouter la ligne au répertoire) ou depuis un fichier PGN (Bibliothèque → Importer un répertoire…). Ferz joue les coups de votre adversaire dans chaque ligne, et vous répondez par les vôtres.</translation>
    </message>
    <message>
        <source>Add lines from the opening tree (Insert), from the move list&apos;s menu (Add Line to Repertoire) or from a PGN file (Game → Import Repertoire…). Ferz plays your opponent&apos;s moves of each line, and you answer with yours.</source>
        <translation type="vanished">Ajoutez des lignes depuis l’arbre des ouvertures (Inser), depuis le menu de la liste des coups (Ajouter la ligne au répertoire) ou depuis un fichier PGN (Partie → Importer un répertoire…). Ferz joue les coups de votre adversaire dans chaque ligne, et vous répondez par les vôtres.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line done.</source>
        <translation>Ligne terminée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your repertoire as White: your move.</source>
        <translation>Votre répertoire avec les Blancs : à vous de jouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your repertoire as Black: your move.</source>
        <translation>Votre répertoire avec les Noirs : à vous de jouer.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Line done, without a wrong move. It comes back in 1 day.</source>
        <translation>Ligne terminée, sans coup faux. Elle revient dans 1 jour.</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>&amp;Show the Move</source>
        <translation>Montrer le &amp;coup</translation>
    </message>
    <message>
        <location line="+169"/>
        <source>Line done. It comes back in 1 day.</source>
        <translation>Ligne terminée. Elle revient dans 1 jour.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Yes: %1, another line of your repertoire.</source>
        <translation>Oui : %1, une autre ligne de votre répertoire.</translation>
    </message>
</context>
<context>
    <name>ReviewNavigator</name>
    <message>
        <source>First Position</source>
        <translation type="vanished">Position initiale</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation type="vanished">Coup précédent</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation type="vanished">Coup suivant</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation type="vanished">Dernier coup</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation type="vanished">Variante précédente</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation type="vanished">Variante suivante</translation>
    </message>
    <message>
        <source>Back to Game</source>
        <translation type="vanished">Retour à la partie</translation>
    </message>
    <message>
        <location filename="../app/window/reviewnavigator.cpp" line="+38"/>
        <source>&amp;First Position</source>
        <translation>Position &amp;initiale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;revious Move</source>
        <translation>Coup p&amp;récédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Move</source>
        <translation>Coup sui&amp;vant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Move</source>
        <translation>&amp;Dernier coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Variation</source>
        <translation>Varian&amp;te précédente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Variation</source>
        <translation>Variante s&amp;uivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to Game</source>
        <translation>Retour à la p&amp;artie</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reviewing the start position.</source>
        <translation>Revue de la partie&#xa0;: position initiale.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reviewing the position after %1.</source>
        <translation>Revue de la partie : position après %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reviewing a variation: the position after %1.</source>
        <translation>Revue d’une variante&#xa0;: position après %1.</translation>
    </message>
</context>
<context>
    <name>SanText</name>
    <message>
        <location filename="../app/game/santext.cpp" line="+18"/>
        <source>K Q R B N</source>
        <extracomment>The letters of the king, queen, rook, bishop and knight in moves (SAN), in this order, separated by spaces: &quot;K Q R B N&quot; in English, &quot;Кр Ф Л С К&quot; in Russian.</extracomment>
        <translation>R D T F C</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../app/window/scoresheet.cpp" line="+352"/>
        <location line="+65"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>round %1</source>
        <extracomment>On a printed score sheet, after the event, site and date: &quot;round 5&quot;.</extracomment>
        <translation>ronde %1</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>page %1 of %2</source>
        <extracomment>The foot of a printed score sheet&apos;s page: &quot;page 2 of 3&quot;.</extracomment>
        <translation>page %1 sur %2</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../app/dialogs/scoresheetdialog.cpp" line="+25"/>
        <source>Where a &amp;comment asks for one ([#])</source>
        <translation>Là où un &amp;commentaire le demande ([#])</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the move on &amp;show</source>
        <translation>Après le coup &amp;affiché</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the board&apos;s co&amp;lours</source>
        <translation>Aux cou&amp;leurs de l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print Game</source>
        <translation>Imprimer la partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export Game as PDF</source>
        <translation>Exporter la partie en PDF</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>12, 20..., 31</source>
        <extracomment>An example of the moves typed in the score sheet&apos;s dialog: after White&apos;s 12th move, Black&apos;s 20th and White&apos;s 31st.</extracomment>
        <translation>12, 20..., 31</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White at the bottom</source>
        <translation>Les Blancs en bas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black at the bottom</source>
        <translation>Les Noirs en bas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Diagrams:</source>
        <translation>Diagrammes :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the &amp;moves:</source>
        <translation>Après les cou&amp;ps :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Orientation:</source>
        <translation>&amp;Orientation :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../app/dialogs/helpdialog.cpp" line="+12"/>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Put back the piece in the hand</source>
        <translation>Remettre la pièce en main</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc, or a right click</source>
        <translation>Échap, ou un clic droit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a typed move</source>
        <translation>Jouer un coup tapé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter, in the move field</source>
        <translation>Entrée, dans le champ du coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the framed square (Shift red, Alt blue, both yellow)</source>
        <translation>Marquer la case encadrée (Maj rouge, Alt bleu, les deux jaune)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw an arrow from one framed square to another</source>
        <translation>Tracer une flèche d’une case encadrée à une autre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>V, then V</source>
        <translation>V, puis V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the arrows and marks</source>
        <translation>Effacer les flèches et les marques</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete, or a left click</source>
        <translation>Suppr, ou un clic gauche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press the framed button of a banner</source>
        <translation>Appuyer sur le bouton encadré d’un bandeau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter, on the board or the moves</source>
        <translation>Entrée, sur l’échiquier ou dans les coups</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Type a move: Nf3, e2e4…</source>
        <translation type="vanished">Saisissez un coup&#xa0;: Nf3, e2e4…</translation>
    </message>
    <message>
        <location filename="../app/window/sidepanel.cpp" line="+148"/>
        <source>Type a move: %1, e2e4…</source>
        <extracomment>%1 is a move in the language&apos;s letters (&quot;Nf3&quot;, &quot;Sf3&quot; in German).</extracomment>
        <translation>Saisissez un coup&#xa0;: %1, e2e4…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your move</source>
        <translation>Votre coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opening reached: its ECO code and name</source>
        <translation>L&apos;ouverture atteinte : son code ECO et son nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hints used: %1</source>
        <translation>Indices utilisés&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The computer is thinking… depth %1</source>
        <translation>L’ordinateur réfléchit… profondeur %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer is thinking… depth %1, evaluation %2</source>
        <translation>L’ordinateur réfléchit… profondeur %1, évaluation %2</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../app/window/singleinstance.cpp" line="+69"/>
        <source>Ferz cannot lock its folder %1.</source>
        <translation>Ferz ne peut pas verrouiller son dossier %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Another Ferz (process %1) holds the folder %2 and does not answer.</source>
        <translation>Un autre Ferz (processus %1) tient le dossier %2 et ne répond pas.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>The Ferz that holds the folder %1 does not answer: %2</source>
        <translation>Le Ferz qui tient le dossier %1 ne répond pas&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Ferz that holds the folder %1 did not take the files.</source>
        <translation>Le Ferz qui tient le dossier %1 n’a pas pris les fichiers.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The Ferz that holds the folder %1 stopped answering.</source>
        <translation>Le Ferz qui tient le dossier %1 a cessé de répondre.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../app/dialogs/librarypages.cpp" line="+53"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drawn</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>allows a mate</source>
        <translation>permet un mat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses a mate</source>
        <translation>manque un mat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no clear reason: a better move</source>
        <translation>sans raison claire&#xa0;: un meilleur coup</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No clock</source>
        <translation>Sans pendule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against Ferz&apos;s levels</source>
        <translation>Contre les niveaux de Ferz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By colour</source>
        <translation>Par couleur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had</source>
        <translation>Vous aviez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opening</source>
        <translation>Par ouverture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By clock</source>
        <translation>Par cadence</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your most common mistakes</source>
        <translation>Vos erreurs les plus fréquentes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The move</source>
        <translation>Le coup</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Times</source>
        <translation>Fois</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your results appear here once you have finished games: played in Ferz, or imported under one of your names.</source>
        <translation>Vos résultats apparaissent ici dès que vous avez des parties terminées&#xa0;: jouées dans Ferz, ou importées sous un de vos noms.</translation>
    </message>
</context>
<context>
    <name>TrainWindow</name>
    <message>
        <location filename="../app/dialogs/trainwindow.cpp" line="+111"/>
        <source>Train</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the &amp;Solution</source>
        <translation>Voir la &amp;solution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next</source>
        <translation>S&amp;uivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find training positions in my games, in the background</source>
        <translation>Chercher des positions d’entraînement dans mes parties, en arrière-plan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training board</source>
        <translation>Échiquier d’entraînement</translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="vanished">Entraînement</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Background analysis: all %1 of your games analysed.</source>
        <translation>Analyse en arrière-plan&#xa0;: vos %1 parties sont toutes analysées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Background analysis: %1 of %2 of your games analysed.</source>
        <translation>Analyse en arrière-plan&#xa0;: %1 de vos %2 parties analysées.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Opening the game library…</source>
        <translation>Ouverture de la bibliothèque de parties…</translation>
    </message>
    <message>
        <source>Due now: %1. Positions: %2.</source>
        <translation type="vanished">À revoir maintenant&#xa0;: %1. Positions&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Solved at the first try: %1%. Streak: %2.</source>
        <translation>Résolues du premier coup&#xa0;: %1&#xa0;%. Série&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nothing to train on now.</source>
        <translation>Rien à travailler pour l’instant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your mistakes and blunders in the games you play (and in the games you import as yours) come here once the background analysis has looked at them, and come back later and later as you solve them.</source>
        <translation>Vos erreurs et gaffes dans les parties que vous jouez (et dans celles que vous importez comme vôtres) arrivent ici une fois que l’analyse en arrière-plan les a vues, et reviennent de plus en plus tard à mesure que vous les résolvez.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Find a better move for White.</source>
        <translation>Trouvez un meilleur coup pour les Blancs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a better move for Black.</source>
        <translation>Trouvez un meilleur coup pour les Noirs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In %1 – %2 (%3) you played %4, a blunder.</source>
        <translation>Dans %1 – %2 (%3), vous avez joué %4, une gaffe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In %1 – %2 (%3) you played %4, a mistake.</source>
        <translation>Dans %1 – %2 (%3), vous avez joué %4, une erreur.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Checking %1…</source>
        <translation>Vérification de %1…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot be checked now (%2). Try again.</source>
        <translation>%1 ne peut pas être vérifié maintenant (%2). Réessayez.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>is the move of the game, which the review judged</source>
        <translation>est le coup de la partie, celui que l’analyse a jugé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gives away %1 points of your winning chances</source>
        <translation>perd %1 points de vos chances de gain</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Yes: %1 is good.</source>
        <translation>Oui&#xa0;: %1 est bon.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes: %1 is good, at another try.</source>
        <translation>Oui&#xa0;: %1 est bon, à un nouvel essai.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not quite: %1 %2. Try again, or see the solution.</source>
        <translation>Pas tout à fait&#xa0;: %1 %2. Réessayez, ou voyez la solution.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The engine&apos;s move: %1</source>
        <translation>Le coup du moteur&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-221"/>
        <source>&amp;Mistakes</source>
        <translation>&amp;Erreurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Puzzles</source>
        <translation>&amp;Problèmes</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Due now: %1. Positions: %2. Lines of your repertoire: %3.</source>
        <translation>À revoir maintenant&#xa0;: %1. Positions&#xa0;: %2. Lignes de votre répertoire : %3.</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>&amp;Repertoire</source>
        <translation>&amp;Répertoire</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The position shown before is gone: a new analysis of its game no longer finds a mistake there.</source>
        <translation>La position affichée auparavant a été retirée&#xa0;: une nouvelle analyse de sa partie n’y trouve plus d’erreur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new analysis of its game has judged this position anew.</source>
        <translation>Une nouvelle analyse de sa partie a jugé à nouveau cette position.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>One is checked again: an older version of Ferz analysed it.</source>
        <translation>Une est réexaminée&#xa0;: une version antérieure de Ferz l’avait analysée.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n are checked again: an older version of Ferz analysed them.</source>
        <translation>
            <numerusform>%n est réexaminée&#xa0;: une version antérieure de Ferz l’avait analysée.</numerusform>
            <numerusform>%n sont réexaminées&#xa0;: une version antérieure de Ferz les avait analysées.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Lines of your repertoire are due: they are on the Repertoire page.</source>
        <translation>Des lignes de votre répertoire sont à revoir : elles sont sur la page Répertoire.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles you missed are due again: they are on the Puzzles page.</source>
        <translation>Des problèmes manqués reviennent : ils sont sur la page Problèmes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Meanwhile, the Puzzles page has tactics from Ferz&apos;s own games to solve.</source>
        <translation>En attendant, la page Problèmes propose des tactiques tirées des parties de Ferz.</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <location filename="../app/window/viewmenu.cpp" line="+104"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner l’échiquier</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Board &amp;Colours</source>
        <translation>&amp;Couleurs de l’échiquier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animation</source>
        <translation>&amp;Animation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;peak Moves</source>
        <translation>A&amp;nnoncer les coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Computer&apos;s Anal&amp;ysis</source>
        <translation>Afficher l’analyse de l’&amp;ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves with Fi&amp;gurines</source>
        <translation>Coups en &amp;figurines</translation>
    </message>
    <message>
        <source>Moves with &amp;Figurines</source>
        <translation type="vanished">Coups en &amp;figurines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves written with figures of the pieces (♞f3) in place of letters; files keep the letters</source>
        <translation>Coups écrits avec des figurines des pièces (♞f3) au lieu de lettres&#xa0;; les fichiers gardent les lettres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System Default</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>WindowBanners</name>
    <message>
        <location filename="../app/window/windowbanners.cpp" line="+127"/>
        <source>Your move repeats the position a third time: you may claim a draw, or play on.</source>
        <translation>Votre coup répète la position pour la troisième fois&#xa0;: vous pouvez réclamer la nulle ou continuer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move completes fifty moves without a capture or a pawn move: you may claim a draw, or play on.</source>
        <translation>Votre coup complète cinquante coups sans prise ni mouvement de pion&#xa0;: vous pouvez réclamer la nulle ou continuer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation>Cette position s’est produite trois fois&#xa0;: vous pouvez réclamer la nulle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation>Cinquante coups sans prise ni mouvement de pion&#xa0;: vous pouvez réclamer la nulle.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Paused: press P to play on</source>
        <translation>En pause : appuyez sur P pour continuer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may claim a draw: the computer waits until you claim or play on</source>
        <translation>Vous pouvez réclamer la nulle&#xa0;: l’ordinateur attend que vous la réclamiez ou que vous continuiez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From a file, White to move: a move plays on against %1</source>
        <translation>D’un fichier, les Blancs au trait&#xa0;: un coup la poursuit contre %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From a file, Black to move: a move plays on against %1</source>
        <translation>D’un fichier, les Noirs au trait&#xa0;: un coup la poursuit contre %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White to move</source>
        <translation>Aux blancs de jouer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black to move</source>
        <translation>Aux noirs de jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move (White)</source>
        <translation>À vous de jouer (Blancs)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your move (Black)</source>
        <translation>À vous de jouer (Noirs)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White (the computer) to move</source>
        <translation>Aux Blancs (l’ordinateur) de jouer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black (the computer) to move</source>
        <translation>Aux Noirs (l’ordinateur) de jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — the white king is in check</source>
        <translation> — le roi blanc est en échec</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> — the black king is in check</source>
        <translation> — le roi noir est en échec</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim draw</source>
        <translation>Réclamer la nulle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>ferz::Book</name>
    <message>
        <location filename="../engine/openings/polyglot.cpp" line="+278"/>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+43"/>
        <source>the file is larger than a book can be (%1 MB at most)</source>
        <translation>le fichier est plus grand qu&apos;un livre ne peut l&apos;être (%1 Mo au plus)</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>the file is cut short or is not a Polyglot book: its size, %1 bytes, is not a whole number of 16-byte entries</source>
        <translation>le fichier est tronqué ou n&apos;est pas un livre Polyglot : sa taille, %1 octets, n&apos;est pas un nombre entier d&apos;entrées de 16 octets</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>entry %1 is out of order: a Polyglot book is sorted by position, so this file is damaged or not a book</source>
        <translation>l&apos;entrée %1 n&apos;est pas à sa place : un livre Polyglot est trié par position, ce fichier est donc endommagé ou n&apos;est pas un livre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entry %1 holds no move: this file is damaged or not a book</source>
        <translation>l&apos;entrée %1 ne contient aucun coup : ce fichier est endommagé ou n&apos;est pas un livre</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file cannot be opened</source>
        <translation>le fichier ne peut pas être ouvert</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>the file cannot be read</source>
        <translation>le fichier ne peut pas être lu</translation>
    </message>
</context>
<context>
    <name>ferz::Fen</name>
    <message>
        <location filename="../engine/rules/position.cpp" line="+353"/>
        <source>the FEN is empty</source>
        <translation>la FEN est vide</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the FEN has 1 field; it needs piece placement, side to move, castling and en passant, then optionally the two move counters</source>
        <translation>la FEN a 1 champ&#xa0;; il faut le placement des pièces, le trait, les roques et la prise en passant, puis éventuellement les deux compteurs de coups</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>the FEN has %n fields; it needs piece placement, side to move, castling and en passant, then optionally the two move counters</source>
        <translation>
            <numerusform>la FEN a %n champ&#xa0;; il faut le placement des pièces, le trait, les roques et la prise en passant, puis éventuellement les deux compteurs de coups</numerusform>
            <numerusform>la FEN a %n champs&#xa0;; il faut le placement des pièces, le trait, les roques et la prise en passant, puis éventuellement les deux compteurs de coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>the FEN has %n fields; it has at most 6</source>
        <translation>
            <numerusform>la FEN a %n champ&#xa0;; elle en a au plus 6</numerusform>
            <numerusform>la FEN a %n champs&#xa0;; elle en a au plus 6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>rank %1 has %n squares</source>
        <translation>
            <numerusform>la rangée %1 a %n case</numerusform>
            <numerusform>la rangée %1 a %n cases</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the piece placement has more than 8 ranks</source>
        <translation>le placement des pièces a plus de 8 rangées</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>piece placement: digit %1; a run of empty squares counts 1 to 8</source>
        <translation>placement des pièces&#xa0;: chiffre %1&#xa0;; une suite de cases vides compte de 1 à 8</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>piece placement: unknown letter %1; pieces are PNBRQK and pnbrqk</source>
        <translation>placement des pièces&#xa0;: lettre inconnue %1&#xa0;; les pièces sont PNBRQK et pnbrqk</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>the piece placement has %n ranks; a board has 8</source>
        <translation>
            <numerusform>le placement des pièces a %n rangée&#xa0;; un échiquier en a 8</numerusform>
            <numerusform>le placement des pièces a %n rangées&#xa0;; un échiquier en a 8</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>white has no king</source>
        <translation>les Blancs n’ont pas de roi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black has no king</source>
        <translation>les Noirs n’ont pas de roi</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>white has %n kings</source>
        <translation>
            <numerusform>les Blancs ont %n roi</numerusform>
            <numerusform>les Blancs ont %n rois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>black has %n kings</source>
        <translation>
            <numerusform>les Noirs ont %n roi</numerusform>
            <numerusform>les Noirs ont %n rois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>white has %n pawns; at most 8</source>
        <translation>
            <numerusform>les Blancs ont %n pion&#xa0;; 8 au plus</numerusform>
            <numerusform>les Blancs ont %n pions&#xa0;; 8 au plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>black has %n pawns; at most 8</source>
        <translation>
            <numerusform>les Noirs ont %n pion&#xa0;; 8 au plus</numerusform>
            <numerusform>les Noirs ont %n pions&#xa0;; 8 au plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>white has %n pieces; at most 16</source>
        <translation>
            <numerusform>les Blancs ont %n pièce&#xa0;; 16 au plus</numerusform>
            <numerusform>les Blancs ont %n pièces&#xa0;; 16 au plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>black has %n pieces; at most 16</source>
        <translation>
            <numerusform>les Noirs ont %n pièce&#xa0;; 16 au plus</numerusform>
            <numerusform>les Noirs ont %n pièces&#xa0;; 16 au plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>white has %n promoted pieces but only %1 pawns missing</source>
        <translation>
            <numerusform>les Blancs ont %n pièce promue, mais pions manquants&#xa0;: %1 seulement</numerusform>
            <numerusform>les Blancs ont %n pièces promues, mais pions manquants&#xa0;: %1 seulement</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>black has %n promoted pieces but only %1 pawns missing</source>
        <translation>
            <numerusform>les Noirs ont %n pièce promue, mais pions manquants&#xa0;: %1 seulement</numerusform>
            <numerusform>les Noirs ont %n pièces promues, mais pions manquants&#xa0;: %1 seulement</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a pawn stands on %1, on the first or last rank</source>
        <translation>un pion se trouve en %1, sur la première ou la dernière rangée</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>side to move is %1; it must be w or b</source>
        <translation>le trait est %1&#xa0;; il doit être w ou b</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>castling field %1: unknown letter %2</source>
        <translation>champ des roques %1&#xa0;: lettre inconnue %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>castling field %1: letter %2 appears twice</source>
        <translation>champ des roques %1&#xa0;: la lettre %2 apparaît deux fois</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>castling field %1: %2 needs the white king on the first rank</source>
        <translation>champ des roques %1&#xa0;: %2 exige le roi blanc sur la première rangée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling field %1: %2 needs the black king on the eighth rank</source>
        <translation>champ des roques %1&#xa0;: %2 exige le roi noir sur la huitième rangée</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>castling field %1: %2 needs a white rook on the kingside of the white king</source>
        <translation>champ des roques %1&#xa0;: %2 exige une tour blanche du côté roi du roi blanc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling field %1: %2 needs a white rook on the queenside of the white king</source>
        <translation>champ des roques %1&#xa0;: %2 exige une tour blanche du côté dame du roi blanc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling field %1: %2 needs a black rook on the kingside of the black king</source>
        <translation>champ des roques %1&#xa0;: %2 exige une tour noire du côté roi du roi noir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling field %1: %2 needs a black rook on the queenside of the black king</source>
        <translation>champ des roques %1&#xa0;: %2 exige une tour noire du côté dame du roi noir</translation>
    </message>
    <message>
        <source>castling field %1: %2 needs the white king on %3</source>
        <translation type="vanished">champ des roques %1&#xa0;: %2 exige le roi blanc en %3</translation>
    </message>
    <message>
        <source>castling field %1: %2 needs the black king on %3</source>
        <translation type="vanished">champ des roques %1&#xa0;: %2 exige le roi noir en %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>castling field %1: %2 needs a white rook on %3</source>
        <translation>champ des roques %1&#xa0;: %2 exige une tour blanche en %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling field %1: %2 needs a black rook on %3</source>
        <translation>champ des roques %1&#xa0;: %2 exige une tour noire en %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>castling field %1: %2 is a second right to castle on the same wing</source>
        <translation>champ des roques %1&#xa0;: %2 est un second droit de roquer sur la même aile</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>en-passant field %1 is not a square</source>
        <translation>le champ de prise en passant %1 n’est pas une case</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>en-passant square %1 must be on rank 6 when white is to move</source>
        <translation>la case de prise en passant %1 doit être sur la 6e rangée quand les Blancs ont le trait</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>en-passant square %1 must be on rank 3 when black is to move</source>
        <translation>la case de prise en passant %1 doit être sur la 3e rangée quand les Noirs ont le trait</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>en-passant square %1: no white pawn can just have stepped to %2</source>
        <translation>case de prise en passant %1&#xa0;: aucun pion blanc n’a pu venir d’avancer en %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>en-passant square %1: no black pawn can just have stepped to %2</source>
        <translation>case de prise en passant %1&#xa0;: aucun pion noir n’a pu venir d’avancer en %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>halfmove clock %1 is not a number from 0 to 9999</source>
        <translation>le compteur de demi-coups %1 n’est pas un nombre de 0 à 9999</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fullmove number %1 is not a number from 1 to 99999</source>
        <translation>le numéro de coup %1 n’est pas un nombre de 1 à 99999</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the side not to move is in check (white&apos;s king on %1)</source>
        <translation>le camp qui n’a pas le trait est en échec (roi blanc en %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the side not to move is in check (black&apos;s king on %1)</source>
        <translation>le camp qui n’a pas le trait est en échec (roi noir en %1)</translation>
    </message>
</context>
<context>
    <name>ferz::Move</name>
    <message>
        <location filename="../engine/rules/notation.cpp" line="+20"/>
        <source>the pawn</source>
        <translation>le pion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the knight</source>
        <translation>le cavalier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bishop</source>
        <translation>le fou</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the rook</source>
        <translation>la tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen</source>
        <translation>la dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the king</source>
        <translation>le roi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the pawns</source>
        <translation>les pions</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the knights</source>
        <translation>les cavaliers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bishops</source>
        <translation>les fous</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the rooks</source>
        <translation>les tours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queens</source>
        <translation>les dames</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the kings</source>
        <translation>les rois</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no white pawn</source>
        <translation>aucun pion blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no white knight</source>
        <translation>aucun cavalier blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no white bishop</source>
        <translation>aucun fou blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no white rook</source>
        <translation>aucune tour blanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no white queen</source>
        <translation>aucune dame blanche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no white king</source>
        <translation>aucun roi blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no black pawn</source>
        <translation>aucun pion noir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no black knight</source>
        <translation>aucun cavalier noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no black bishop</source>
        <translation>aucun fou noir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no black rook</source>
        <translation>aucune tour noire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no black queen</source>
        <translation>aucune dame noire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no black king</source>
        <translation>aucun roi noir</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: only a pawn reaching the last rank promotes</source>
        <translation>%1&#xa0;: seul un pion qui atteint la dernière rangée est promu</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>white may no longer castle kingside</source>
        <translation>les Blancs ne peuvent plus roquer côté roi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white may no longer castle queenside</source>
        <translation>les Blancs ne peuvent plus roquer côté dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black may no longer castle kingside</source>
        <translation>les Noirs ne peuvent plus roquer côté roi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black may no longer castle queenside</source>
        <translation>les Noirs ne peuvent plus roquer côté dame</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling is not allowed while the king is in check</source>
        <translation>le roque est interdit quand le roi est en échec</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>castling kingside: there are pieces between the king and the rook</source>
        <translation>petit roque&#xa0;: il y a des pièces entre le roi et la tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling queenside: there are pieces between the king and the rook</source>
        <translation>grand roque&#xa0;: il y a des pièces entre le roi et la tour</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling kingside: the king&apos;s or the rook&apos;s new square is taken</source>
        <translation>petit roque&#xa0;: la nouvelle case du roi ou de la tour est occupée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling queenside: the king&apos;s or the rook&apos;s new square is taken</source>
        <translation>grand roque&#xa0;: la nouvelle case du roi ou de la tour est occupée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling kingside: the king would pass through or land on an attacked square</source>
        <translation>petit roque&#xa0;: le roi traverserait une case attaquée ou s’y arrêterait</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling queenside: the king would pass through or land on an attacked square</source>
        <translation>grand roque&#xa0;: le roi traverserait une case attaquée ou s’y arrêterait</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 is not a move in UCI notation (like e2e4 or e7e8q)</source>
        <translation>%1 n’est pas un coup en notation UCI (comme e2e4 ou e7e8q)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the promotion letter must be q, r, b or n</source>
        <translation>%1&#xa0;: la lettre de promotion doit être q, r, b ou n</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: there is no piece on %2</source>
        <translation>%1&#xa0;: il n’y a pas de pièce en %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 on %3 is black&apos;s, and white is to move</source>
        <translation>%1&#xa0;: %2 en %3 appartient aux Noirs, et les Blancs ont le trait</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 on %3 is white&apos;s, and black is to move</source>
        <translation>%1&#xa0;: %2 en %3 appartient aux Blancs, et les Noirs ont le trait</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+15"/>
        <source>%1 is not legal here: %2</source>
        <translation>%1 n’est pas légal ici&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a pawn reaching the last rank must promote; add q, r, b or n</source>
        <translation>%1&#xa0;: un pion qui atteint la dernière rangée doit être promu&#xa0;; ajoutez q, r, b ou n</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a legal move here: %2 on %3 cannot go to %4</source>
        <translation>%1 n’est pas un coup légal ici&#xa0;: %2 en %3 ne peut pas aller en %4</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>the move is empty</source>
        <translation>le coup est vide</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is too long to be a move</source>
        <translation>%1 est trop long pour être un coup</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is not a move in SAN (like e4, Nf3, exd5, O-O or e8=Q)</source>
        <translation>%1 n’est pas un coup en notation SAN (comme e4, Nf3, exd5, O-O ou e8=Q)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1 is ambiguous: %2 on %3 and %4 can both go to %5; say which with its file or rank</source>
        <translation>%1 est ambigu&#xa0;: %2 en %3 et %4 peuvent aller en %5&#xa0;; précisez la colonne ou la rangée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is ambiguous: %2 on %3 and %4 can all go to %5; say which with its file or rank</source>
        <translation>%1 est ambigu&#xa0;: %2 en %3 et %4 peuvent aller en %5&#xa0;; précisez la colonne ou la rangée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: a pawn reaching the last rank must promote; add =Q, =R, =B or =N</source>
        <translation>%1&#xa0;: un pion qui atteint la dernière rangée doit être promu&#xa0;; ajoutez =Q, =R, =B ou =N</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not legal: it would leave the white king in check</source>
        <translation>%1 n’est pas légal&#xa0;: il laisserait le roi blanc en échec</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not legal: it would leave the black king in check</source>
        <translation>%1 n’est pas légal&#xa0;: il laisserait le roi noir en échec</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not legal here: %2 can move to %3</source>
        <translation>%1 n’est pas légal ici&#xa0;: %2 ne peut aller en %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>on %1</source>
        <translation>en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on the %1-file</source>
        <translation>sur la colonne %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on rank %1</source>
        <translation>sur la rangée %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not legal here: %2 %3 can move to %4</source>
        <translation>%1 n’est pas légal ici&#xa0;: %2 %3 ne peut aller en %4</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>there is no piece on %1</source>
        <translation>il n’y a pas de pièce en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>white is to move</source>
        <translation>c’est aux blancs de jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black is to move</source>
        <translation>c’est aux noirs de jouer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 on %2 cannot go to %3</source>
        <translation>%1 en %2 ne peut pas aller en %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the king has no safe square</source>
        <translation>le roi n’a aucune case sûre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king would be in check on %1</source>
        <translation>en %1, le roi serait en échec</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the white king is in check: answer the check first</source>
        <translation>le roi blanc est en échec&#xa0;: parez d’abord l’échec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the black king is in check: answer the check first</source>
        <translation>le roi noir est en échec&#xa0;: parez d’abord l’échec</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2 is pinned: moving it would expose the king</source>
        <translation>%1 en %2 est cloué&#xa0;: le bouger exposerait le roi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2 has no move</source>
        <translation>%1 en %2 n’a aucun coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it would leave the white king in check</source>
        <translation>le roi blanc resterait en échec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it would leave the black king in check</source>
        <translation>le roi noir resterait en échec</translation>
    </message>
</context>
<context>
    <name>ferz::Pgn</name>
    <message>
        <location filename="../engine/record/pgn.cpp" line="+626"/>
        <source>line %1, column %2: %3</source>
        <translation>ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot go to byte %L1</source>
        <translation>impossible d’aller à l’octet %L1</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>a string that does not end on its line</source>
        <translation>une chaîne qui ne se termine pas sur sa ligne</translation>
    </message>
    <message>
        <source>a Chess960 game: Ferz plays standard chess</source>
        <translation type="vanished">une partie de Chess960&#xa0;: Ferz joue aux échecs standard</translation>
    </message>
    <message>
        <source>an %1 game: Ferz plays standard chess</source>
        <translation type="vanished">une partie de %1&#xa0;: Ferz joue aux échecs standard</translation>
    </message>
    <message>
        <source>a %1 game: Ferz plays standard chess</source>
        <translation type="vanished">une partie de %1&#xa0;: Ferz joue aux échecs standard</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>a string longer than %Ln bytes</source>
        <translation>
            <numerusform>une chaîne de plus de %Ln octet</numerusform>
            <numerusform>une chaîne de plus de %Ln octets</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a comment that is never closed with &apos;}&apos;</source>
        <translation>un commentaire jamais fermé par &apos;}&apos;</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>a comment longer than %Ln bytes</source>
        <translation>
            <numerusform>un commentaire de plus de %Ln octet</numerusform>
            <numerusform>un commentaire de plus de %Ln octets</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;$&apos; without a number</source>
        <translation>&apos;$&apos; sans nombre</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>an unexpected %1</source>
        <translation>caractère %1 inattendu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an unexpected byte %1</source>
        <translation>octet %1 inattendu</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>a tag left out: %1</source>
        <translation>une balise omise&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>nom de balise attendu après &apos;[&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected the value of tag %1 in quotes</source>
        <translation>valeur de la balise %1 attendue entre guillemets</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected &apos;]&apos; after the value of tag %1</source>
        <translation>&apos;]&apos; attendu après la valeur de la balise %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>more than 1000 tags</source>
        <translation>plus de 1000 balises</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>the FEN tag: %1</source>
        <translation>la balise FEN&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a string in the moves</source>
        <translation>une chaîne parmi les coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unexpected &apos;[&apos;</source>
        <translation>un &apos;[&apos; inattendu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unexpected &apos;]&apos;</source>
        <translation>un &apos;]&apos; inattendu</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>an annotation glyph before any move</source>
        <translation>un signe d’annotation avant le premier coup</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a &apos;)&apos; without &apos;(&apos; is left out</source>
        <translation>un &apos;)&apos; sans &apos;(&apos; est omis</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+42"/>
        <source>a result inside a variation is left out</source>
        <translation>un résultat dans une variante est omis</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>a variation is not closed with &apos;)&apos;: it ends here</source>
        <translation>une variante n’est pas fermée par &apos;)&apos;&#xa0;: elle se termine ici</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the file ends before the game&apos;s result (it may be cut off): the game is kept unfinished</source>
        <translation>le fichier se termine avant le résultat de la partie (il est peut-être coupé)&#xa0;: la partie reste inachevée</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file ends in the middle of %1: it is left out</source>
        <translation>le fichier se termine au milieu de %1&#xa0;: il est omis</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a null move (%1): Ferz cannot show the position after a move that passes the turn</source>
        <translation>un coup nul (%1)&#xa0;: Ferz ne peut pas montrer la position après un coup qui passe le trait</translation>
    </message>
    <message numerus="yes">
        <location line="+86"/>
        <source>a game longer than %Ln bytes</source>
        <translation>
            <numerusform>une partie de plus de %Ln octet</numerusform>
            <numerusform>une partie de plus de %Ln octets</numerusform>
        </translation>
    </message>
    <message>
        <location line="-162"/>
        <source>annotation glyph %1</source>
        <translation>signe d’annotation %1 invalide</translation>
    </message>
    <message>
        <location line="-381"/>
        <source>an %1 game: Ferz plays standard chess and Chess960</source>
        <translation>une partie de %1&#xa0;: Ferz joue aux échecs standard et au Chess960</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 game: Ferz plays standard chess and Chess960</source>
        <translation>une partie de %1&#xa0;: Ferz joue aux échecs standard et au Chess960</translation>
    </message>
    <message>
        <location line="+386"/>
        <source>a variation before any move</source>
        <translation>une variante avant le premier coup</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>variations nested more than %Ln deep</source>
        <translation>
            <numerusform>variantes imbriquées sur plus de %Ln niveau</numerusform>
            <numerusform>variantes imbriquées sur plus de %Ln niveaux</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>an empty variation</source>
        <translation>une variante vide</translation>
    </message>
    <message numerus="yes">
        <location line="+68"/>
        <source>more than %Ln moves</source>
        <translation>
            <numerusform>plus de %Ln coup</numerusform>
            <numerusform>plus de %Ln coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/window/gamedocument.cpp" line="-44"/>
        <location filename="../engine/record/pgn.cpp" line="+134"/>
        <source>no game</source>
        <translation>aucune partie</translation>
    </message>
</context>
<context>
    <name>ferz::Review</name>
    <message>
        <location filename="../engine/record/review.cpp" line="+115"/>
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hangs a pawn</source>
        <translation>laisse un pion en prise</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hangs the knight</source>
        <translation>laisse le cavalier en prise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hangs the bishop</source>
        <translation>laisse le fou en prise</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hangs the rook</source>
        <translation>laisse la tour en prise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hangs the queen</source>
        <translation>laisse la dame en prise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loses a pawn</source>
        <translation>perd un pion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>loses the knight</source>
        <translation>perd le cavalier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loses the bishop</source>
        <translation>perd le fou</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>loses the rook</source>
        <translation>perd la tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loses the queen</source>
        <translation>perd la dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a pawn</source>
        <translation>manque le gain d’un pion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a knight</source>
        <translation>manque le gain d’un cavalier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a bishop</source>
        <translation>manque le gain d’un fou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a rook</source>
        <translation>manque le gain d’une tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning the queen</source>
        <translation>manque le gain de la dame</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>allows mate in %n</source>
        <translation>
            <numerusform>permet un mat en %n coup</numerusform>
            <numerusform>permet un mat en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>misses mate in %n</source>
        <translation>
            <numerusform>manque un mat en %n coup</numerusform>
            <numerusform>manque un mat en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lets the opponent promote</source>
        <translation>laisse l’adversaire promouvoir un pion</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leaves a pawn on %1 undefended</source>
        <translation>laisse le pion en %1 sans défense</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the knight on %1 undefended</source>
        <translation>laisse le cavalier en %1 sans défense</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the bishop on %1 undefended</source>
        <translation>laisse le fou en %1 sans défense</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the rook on %1 undefended</source>
        <translation>laisse la tour en %1 sans défense</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the queen on %1 undefended</source>
        <translation>laisse la dame en %1 sans défense</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leaves a pawn on %1 en prise</source>
        <translation>laisse le pion en %1 en prise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the knight on %1 en prise</source>
        <translation>laisse le cavalier en %1 en prise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the bishop on %1 en prise</source>
        <translation>laisse le fou en %1 en prise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the rook on %1 en prise</source>
        <translation>laisse la tour en %1 en prise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the queen on %1 en prise</source>
        <translation>laisse la dame en %1 en prise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allows a fork</source>
        <translation>permet une fourchette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was better</source>
        <translation>%1 était meilleur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was better: %2</source>
        <translation>%1 était meilleur : %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2.</source>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ferz::Text</name>
    <message>
        <location filename="../engine/rules/text.h" line="+36"/>
        <source>a non-printable byte</source>
        <translation>(octet non imprimable)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+101"/>
        <location line="+45"/>
        <source>%1: cannot be read.</source>
        <translation>%1&#xa0;: ne peut pas être lu.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>%1: %2 added, %3 already in the library, %4 could not be read.</source>
        <extracomment>The numbers of games of a file: added, already in the library, could not be read.</extracomment>
        <translation>%1&#xa0;: ajoutées&#xa0;: %2, déjà dans la bibliothèque&#xa0;: %3, illisibles&#xa0;: %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: not UTF-8, read as Latin-1.</source>
        <translation>%1&#xa0;: pas en UTF-8, lu en Latin-1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first that could not be read: %1</source>
        <translation>La première illisible&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games could not be added to the game library: %1</source>
        <translation>Des parties n’ont pas pu être ajoutées à la bibliothèque&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Games in the library: %1.</source>
        <translation>Parties dans la bibliothèque&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1, game %2: cannot be read: %3</source>
        <extracomment>A game of a file that could not be read: the file, its number, why.</extracomment>
        <translation>%1, partie %2&#xa0;: ne peut pas être lue&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, game %2 (%3): analysing…</source>
        <extracomment>Progress on standard error: the file, the game&apos;s number, its players.</extracomment>
        <translation>%1, partie %2 (%3)&#xa0;: analyse…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, game %2: cannot be analysed: %3</source>
        <translation>%1, partie %2&#xa0;: ne peut pas être analysée&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, game %2: ?! %3, ? %4, ?? %5</source>
        <extracomment>The marks of one game: inaccuracies, mistakes, blunders.</extracomment>
        <translation>%1, partie %2&#xa0;: ?! %3, ? %4, ?? %5</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: cannot be written: %2</source>
        <translation>%1&#xa0;: ne peut pas être écrit&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games analysed: %1. Games that could not be analysed: %2.</source>
        <extracomment>The end of ferz --annotate: games analysed, and those that could not be.</extracomment>
        <translation>Parties analysées&#xa0;: %1. Parties qui n’ont pas pu être analysées&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Ferz: play chess against the computer.</source>
        <translation>Ferz&#xa0;: jouez aux échecs contre l’ordinateur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the time to the first painted board and quit.</source>
        <translation>Afficher le temps écoulé jusqu’au premier affichage de l’échiquier, puis quitter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add the games of the PGN files to the game library, without a window, and say how many were added.</source>
        <translation>Ajouter les parties des fichiers PGN à la bibliothèque, sans fenêtre, et dire combien ont été ajoutées.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analyse the games of the PGN files, without a window, and write them with the analysis&apos;s marks, reasons, better lines and evaluations.</source>
        <translation>Analyser les parties des fichiers PGN, sans fenêtre, et les écrire avec les marques, raisons, meilleures lignes et évaluations de l’analyse.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the file to write (else the standard output).</source>
        <translation>Avec --annotate&#xa0;: le fichier à écrire (sinon la sortie standard).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the nodes of the first look at each position (200000 unless told).</source>
        <translation>Avec --annotate&#xa0;: les nœuds du premier regard sur chaque position (200000 sinon).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the depth of the first look at each position, instead of nodes.</source>
        <translation>Avec --annotate&#xa0;: la profondeur du premier regard sur chaque position, au lieu des nœuds.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the engine of Game → Engines that judges (Ferz&apos;s own unless told).</source>
        <translation>Avec --annotate&#xa0;: le moteur de Partie → Moteurs qui juge (celui de Ferz sinon).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A PGN file to open (with --import: files to add; with --annotate: files to analyse).</source>
        <translation>Un fichier PGN à ouvrir (avec --import&#xa0;: fichiers à ajouter&#xa0;; avec --annotate&#xa0;: fichiers à analyser).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>--annotate needs at least one PGN file.</source>
        <translation>--annotate demande au moins un fichier PGN.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Give --nodes or --depth, not both.</source>
        <translation>Donnez --nodes ou --depth, pas les deux.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--nodes and --depth take a positive whole number.</source>
        <translation>--nodes et --depth attendent un nombre entier positif.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No engine %1 in Game → Engines, which lists none.</source>
        <translation>Aucun moteur %1 dans Partie → Moteurs, qui n’en liste aucun.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No engine %1 in Game → Engines, which lists: %2.</source>
        <translation>Aucun moteur %1 dans Partie → Moteurs, qui liste&#xa0;: %2.</translation>
    </message>
    <message>
        <source>A PGN file to open (with --import: files to add).</source>
        <translation type="vanished">Un fichier PGN à ouvrir (avec --import&#xa0;: les fichiers à ajouter).</translation>
    </message>
</context>
</TS>
