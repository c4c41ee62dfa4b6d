<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AutoSave</name>
    <message>
        <location filename="../app/autosave.cpp" line="83"/>
        <source>the file is too large</source>
        <translation>le fichier est trop grand</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="96"/>
        <source>it does not say which side you play</source>
        <translation>il n’indique pas quel camp vous jouez</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="111"/>
        <source>its clock cannot be read</source>
        <translation>sa pendule est illisible</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="130"/>
        <source>The game saved when Ferz last ran could not be read (%1). It was kept as %2.</source>
        <translation>La partie sauvegardée lors du dernier lancement de Ferz est illisible (%1). Elle a été conservée sous %2.</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="133"/>
        <source>The game saved when Ferz last ran could not be read (%1).</source>
        <translation>La partie sauvegardée lors du dernier lancement de Ferz est illisible (%1).</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <location filename="../app/boardtheme.cpp" line="7"/>
        <source>Wood</source>
        <translation>Bois</translation>
    </message>
    <message>
        <location filename="../app/boardtheme.cpp" line="10"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location filename="../app/boardtheme.cpp" line="13"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../app/boardtheme.cpp" line="16"/>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
</context>
<context>
    <name>EngineConfig</name>
    <message>
        <location filename="../app/engineconfig.cpp" line="22"/>
        <source>Line %1: write an option as Name=Value</source>
        <translation>Ligne %1&#xa0;: écrivez une option sous la forme Nom=Valeur</translation>
    </message>
    <message>
        <location filename="../app/engineconfig.cpp" line="39"/>
        <source>The engine needs a name.</source>
        <translation>Le moteur doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../app/engineconfig.cpp" line="41"/>
        <source>No program %1 was found.</source>
        <translation>Le programme %1 est introuvable.</translation>
    </message>
    <message>
        <location filename="../app/engineconfig.cpp" line="42"/>
        <source>%1 is not a program.</source>
        <translation>%1 n’est pas un programme.</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../app/enginesdialog.cpp" line="19"/>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="20"/>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="22"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="23"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="24"/>
        <source>e.g. stockfish or /usr/games/stockfish</source>
        <translation>p. ex. stockfish, /usr/games/stockfish</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="25"/>
        <source>e.g. --uci for gnuchess</source>
        <translation>p. ex. --uci pour gnuchess</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="27"/>
        <source>One option a line, e.g.
UCI_LimitStrength=true
UCI_Elo=1500</source>
        <translation>Une option par ligne, p. ex.&#xa0;:
UCI_LimitStrength=true
UCI_Elo=1500</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="36"/>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="37"/>
        <source>Program:</source>
        <translation>Programme&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="38"/>
        <source>Arguments:</source>
        <translation>Arguments&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="39"/>
        <source>Options:</source>
        <translation>Options&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="53"/>
        <source>UCI chess engines installed on this computer, to play against instead of Ferz.</source>
        <translation>Moteurs d’échecs UCI installés sur cet ordinateur, à affronter à la place de Ferz.</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="64"/>
        <source>Choose an engine</source>
        <translation>Choisir un moteur</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="104"/>
        <location filename="../app/enginesdialog.cpp" line="131"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="110"/>
        <source>New engine</source>
        <translation>Nouveau moteur</translation>
    </message>
</context>
<context>
    <name>ExternalEngine</name>
    <message>
        <location filename="../app/externalengine.cpp" line="23"/>
        <source>could not start %1: %2</source>
        <translation>impossible de lancer %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="150"/>
        <source>%1 wrote a line of more than 64 KB</source>
        <translation>%1 a écrit une ligne de plus de 64 Ko</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="220"/>
        <source>%1 answered with the move “%2”, which is not legal here: %3</source>
        <translation>%1 a répondu par le coup «&#xa0;%2&#xa0;», qui n’est pas légal ici&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="239"/>
        <source>%1 stopped unexpectedly (exit code %2)</source>
        <translation>%1 s’est arrêté de manière inattendue (code de sortie %2)</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="244"/>
        <source>%1 did not answer “uci”</source>
        <translation>%1 n’a pas répondu à «&#xa0;uci&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="245"/>
        <source>%1 did not answer “isready”</source>
        <translation>%1 n’a pas répondu à «&#xa0;isready&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="247"/>
        <source>%1 did not play its move in time</source>
        <translation>%1 n’a pas joué son coup à temps</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gamecontroller.cpp" line="174"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="175"/>
        <source>It is the computer&apos;s move.</source>
        <translation>C’est à l’ordinateur de jouer.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="378"/>
        <source>The computer declines the draw: it thinks it stands better.</source>
        <translation>L’ordinateur refuse la nulle&#xa0;: il estime avoir une meilleure position.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="379"/>
        <source>The computer declines the draw: the game has hardly begun.</source>
        <translation>L’ordinateur refuse la nulle&#xa0;: la partie vient à peine de commencer.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="382"/>
        <source>The computer accepts the draw: it judges the position equal or worse for itself.</source>
        <translation>L’ordinateur accepte la nulle&#xa0;: il juge la position égale ou moins bonne pour lui.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="432"/>
        <source>The computer&apos;s engine stopped: %1. Start a new game to play on.</source>
        <translation>Le moteur de l’ordinateur s’est arrêté&#xa0;: %1. Commencez une nouvelle partie pour continuer à jouer.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="508"/>
        <source>Checkmate — White wins</source>
        <translation>Échec et mat — les Blancs gagnent</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="509"/>
        <source>Checkmate — Black wins</source>
        <translation>Échec et mat — les Noirs gagnent</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="510"/>
        <source>Draw by stalemate</source>
        <translation>Nulle par pat</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="511"/>
        <source>Draw: neither side can mate</source>
        <translation>Nulle&#xa0;: aucun camp ne peut mater</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="512"/>
        <source>Draw by fivefold repetition</source>
        <translation>Nulle par quintuple répétition</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="513"/>
        <source>Draw by the 75-move rule</source>
        <translation>Nulle par la règle des 75 coups</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="515"/>
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation>Nulle par triple répétition, réclamée par l’ordinateur</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="516"/>
        <source>Draw by threefold repetition, claimed by you</source>
        <translation>Nulle par triple répétition, réclamée par vous</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="518"/>
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation>Nulle par la règle des 50 coups, réclamée par l’ordinateur</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="519"/>
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation>Nulle par la règle des 50 coups, réclamée par vous</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="521"/>
        <source>White resigns — Black wins</source>
        <translation>Les Blancs abandonnent — les Noirs gagnent</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="521"/>
        <source>Black resigns — White wins</source>
        <translation>Les Noirs abandonnent — les Blancs gagnent</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="522"/>
        <source>Draw by agreement</source>
        <translation>Nulle par accord mutuel</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="524"/>
        <source>White ran out of time — Black wins</source>
        <translation>Les Blancs ont épuisé leur temps — les Noirs gagnent</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="525"/>
        <source>Black ran out of time — White wins</source>
        <translation>Les Noirs ont épuisé leur temps — les Blancs gagnent</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="527"/>
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation>Les Blancs ont épuisé leur temps, mais les Noirs ne peuvent pas mater — nulle</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="528"/>
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation>Les Noirs ont épuisé leur temps, mais les Blancs ne peuvent pas mater — nulle</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="530"/>
        <source>White won (as recorded in the game)</source>
        <translation>Les Blancs ont gagné (selon la partie enregistrée)</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="531"/>
        <source>Black won (as recorded in the game)</source>
        <translation>Les Noirs ont gagné (selon la partie enregistrée)</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="532"/>
        <source>Drawn (as recorded in the game)</source>
        <translation>Nulle (selon la partie enregistrée)</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <location filename="../app/gamepicker.cpp" line="52"/>
        <source>Open a game from %1</source>
        <translation>Ouvrir une partie de %1</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="53"/>
        <source>Filter by player, event, date or result</source>
        <translation>Filtrer par joueur, tournoi, date ou résultat</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="97"/>
        <source>Games: %1 of %2</source>
        <translation>Parties&#xa0;: %1 sur %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="88"/>
        <location filename="../app/mainwindow.cpp" line="807"/>
        <source>Ferz</source>
        <translation>Ferz</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="117"/>
        <source>Your game is back, as you left it.</source>
        <translation>Votre partie est de retour, telle que vous l’aviez laissée.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="130"/>
        <source>The game cannot be kept safe on disk: %1</source>
        <translation>Impossible de mettre la partie à l’abri sur le disque : %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="172"/>
        <source>Type a move: Nf3, e2e4…</source>
        <translation>Saisissez un coup&#xa0;: Nf3, e2e4…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="196"/>
        <location filename="../app/mainwindow.cpp" line="578"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="198"/>
        <location filename="../app/mainwindow.cpp" line="579"/>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="200"/>
        <location filename="../app/mainwindow.cpp" line="580"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="202"/>
        <source>Claim draw</source>
        <translation>Réclamer la nulle</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="204"/>
        <source>Play on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="206"/>
        <source>Back to game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="208"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="226"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="228"/>
        <source>&amp;Undo Move</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="232"/>
        <source>&amp;Redo Move</source>
        <translation>&amp;Rétablir le coup</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="237"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="241"/>
        <source>O&amp;ffer Draw</source>
        <translation>&amp;Proposer la nulle</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="243"/>
        <source>&amp;Claim Draw</source>
        <translation>Ré&amp;clamer la nulle</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="245"/>
        <source>Res&amp;ign</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="247"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="247"/>
        <source>Resign this game?</source>
        <translation>Abandonner cette partie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="250"/>
        <source>&amp;Engines…</source>
        <translation>&amp;Moteurs…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="254"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="255"/>
        <location filename="../app/mainwindow.cpp" line="671"/>
        <location filename="../app/mainwindow.cpp" line="680"/>
        <location filename="../app/mainwindow.cpp" line="697"/>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="256"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="259"/>
        <source>Set &amp;Up Position…</source>
        <translation>Mettre en p&amp;lace une position…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="268"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="269"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="270"/>
        <source>&amp;Copy Game (PGN)</source>
        <translation>&amp;Copier la partie (PGN)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="272"/>
        <source>The game is on the clipboard, as PGN.</source>
        <translation>La partie a été copiée dans le presse-papiers au format PGN.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="274"/>
        <source>Copy P&amp;osition (FEN)</source>
        <translation>Copier la p&amp;osition (FEN)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="278"/>
        <source>The position is on the clipboard, as FEN.</source>
        <translation>La position a été copiée dans le presse-papiers au format FEN.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="280"/>
        <source>&amp;Paste Game or Position</source>
        <translation>Co&amp;ller une partie ou une position</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="282"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="283"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner l’échiquier</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="285"/>
        <source>First Position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="287"/>
        <source>Previous Move</source>
        <translation>Coup précédent</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="289"/>
        <source>Next Move</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="291"/>
        <source>Last Move</source>
        <translation>Dernier coup</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="293"/>
        <source>Back to Game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="295"/>
        <source>&amp;About Ferz</source>
        <translation>À &amp;propos de Ferz</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="298"/>
        <source>About Ferz</source>
        <translation>À propos de Ferz</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="299"/>
        <source>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;A chess program: play the computer, review the game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Pieces: the Cburnett set by Colin M. L. Burnett (GPL). Sounds and icon made for Ferz.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;Un programme d’échecs&#xa0;: jouez contre l’ordinateur, puis revoyez la partie.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence GNU General Public License, version 3 ou ultérieure.&lt;/p&gt;&lt;p&gt;Pièces&#xa0;: le jeu Cburnett de Colin M. L. Burnett (GPL). Sons et icône créés pour Ferz.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="307"/>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="312"/>
        <source>Show Computer&apos;s Anal&amp;ysis</source>
        <translation>Afficher l’a&amp;nalyse de l’ordinateur</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="352"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="354"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="357"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="359"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="361"/>
        <source>Board &amp;Colours</source>
        <translation>&amp;Couleurs de l’échiquier</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="362"/>
        <source>&amp;Animation</source>
        <translation>&amp;Animation</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="366"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="370"/>
        <source>System Default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="384"/>
        <source>The language changes when Ferz starts again.</source>
        <translation>La langue changera au prochain démarrage de Ferz.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="387"/>
        <source>&amp;Moves</source>
        <translation>&amp;Coups</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="390"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="392"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="500"/>
        <source>Your move repeats the position a third time: you may claim a draw, or play on.</source>
        <translation>Votre coup répète la position pour la troisième fois&#xa0;: vous pouvez réclamer la nulle ou continuer.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="502"/>
        <source>Your move completes fifty moves without a capture or a pawn move: you may claim a draw, or play on.</source>
        <translation>Votre coup complète cinquante coups sans prise ni mouvement de pion&#xa0;: vous pouvez réclamer la nulle ou continuer.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="506"/>
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation>Cette position s’est produite trois fois&#xa0;: vous pouvez réclamer la nulle.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="507"/>
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation>Cinquante coups sans prise ni mouvement de pion&#xa0;: vous pouvez réclamer la nulle.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="513"/>
        <location filename="../app/mainwindow.cpp" line="598"/>
        <source>The computer is thinking…</source>
        <translation>L’ordinateur réfléchit…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="514"/>
        <source>Hints used: %1</source>
        <translation>Indices utilisés&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="526"/>
        <source>You may claim a draw: the computer waits until you claim or play on</source>
        <translation>Vous pouvez réclamer la nulle&#xa0;: l’ordinateur attend que vous la réclamiez ou que vous continuiez</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="528"/>
        <source>Your move (White)</source>
        <translation>À vous de jouer (Blancs)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="528"/>
        <source>Your move (Black)</source>
        <translation>À vous de jouer (Noirs)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="530"/>
        <source>White (the computer) to move</source>
        <translation>Aux Blancs (l’ordinateur) de jouer</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="530"/>
        <source>Black (the computer) to move</source>
        <translation>Aux Noirs (l’ordinateur) de jouer</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="532"/>
        <source> — the white king is in check</source>
        <translation> — le roi blanc est en échec</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="532"/>
        <source> — the black king is in check</source>
        <translation> — le roi noir est en échec</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="558"/>
        <source>White&apos;s clock</source>
        <translation>Pendule des Blancs</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="558"/>
        <source>Black&apos;s clock</source>
        <translation>Pendule des Noirs</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="576"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="601"/>
        <source>The computer is thinking… depth %1, evaluation %2</source>
        <translation>L’ordinateur réfléchit… profondeur %1, évaluation %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="628"/>
        <source>Reviewing the start position.</source>
        <translation>Revue de la partie&#xa0;: position initiale.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="629"/>
        <source>Reviewing the position after %1.</source>
        <translation>Revue de la partie : position après %1.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="671"/>
        <source>Could not open %1.</source>
        <translation>Impossible d’ouvrir %1.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="682"/>
        <source>%1 holds no game.</source>
        <translation>%1 ne contient aucune partie.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="683"/>
        <source>%1 holds no game that can be read: %2</source>
        <translation>%1 ne contient aucune partie lisible&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="698"/>
        <source>The game in %1 cannot be read: %2</source>
        <translation>Impossible de lire la partie de %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="701"/>
        <source>it is empty</source>
        <translation>elle est vide</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="734"/>
        <location filename="../app/mainwindow.cpp" line="745"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="734"/>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="746"/>
        <source>Could not save %1: %2</source>
        <translation>Impossible d’enregistrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="749"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="773"/>
        <source>The clipboard holds neither a game nor a position. As PGN: %1. As FEN: %2.</source>
        <translation>Le presse-papiers ne contient ni partie ni position. En PGN&#xa0;: %1. En FEN&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="808"/>
        <source>%1 — Ferz</source>
        <translation>%1 — Ferz</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../app/movelist.cpp" line="6"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location filename="../app/movelist.cpp" line="6"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/newgamedialog.cpp" line="25"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="27"/>
        <source>Ferz</source>
        <translation>Ferz</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="34"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="35"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="36"/>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="45"/>
        <source>No clock</source>
        <translation>Sans pendule</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="45"/>
        <source>%1 min + %2 s a move</source>
        <translation>%1 min + %2 s par coup</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="55"/>
        <source>Standard start position</source>
        <translation>Position initiale standard</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="62"/>
        <source>Opponent:</source>
        <translation>Adversaire&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="63"/>
        <source>You play:</source>
        <translation>Vous jouez&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="64"/>
        <source>Computer level:</source>
        <translation>Niveau de l’ordinateur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="65"/>
        <source>Clock:</source>
        <translation>Cadence&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="66"/>
        <source>Start position (FEN):</source>
        <translation>Position initiale (FEN)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="69"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../app/positioneditor.cpp" line="54"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="55"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="57"/>
        <source>Set Up a Position</source>
        <translation>Mettre en place une position</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="86"/>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="87"/>
        <source>Take pieces off the board (or right-click a piece)</source>
        <translation>Retirer des pièces de l’échiquier (ou clic droit sur une pièce)</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="97"/>
        <source>Clear Board</source>
        <translation>Vider l’échiquier</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="98"/>
        <source>Start Position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="109"/>
        <source>White O-O</source>
        <translation>Blancs O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="109"/>
        <source>White O-O-O</source>
        <translation>Blancs O-O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="109"/>
        <source>Black O-O</source>
        <translation>Noirs O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="110"/>
        <source>Black O-O-O</source>
        <translation>Noirs O-O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="126"/>
        <source>Play from Here</source>
        <translation>Jouer à partir d’ici</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="131"/>
        <source>To move:</source>
        <translation>Trait :</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="132"/>
        <source>Castling:</source>
        <translation>Roque :</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="133"/>
        <source>En passant:</source>
        <translation>Prise en passant :</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="134"/>
        <source>FEN:</source>
        <translation>FEN :</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../app/preferences.cpp" line="63"/>
        <source>Full strength</source>
        <translation>Force maximale</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="66"/>
        <source>beginner</source>
        <translation>débutant</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="68"/>
        <source>casual player</source>
        <translation>joueur occasionnel</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="70"/>
        <source>club player</source>
        <translation>joueur de club</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="72"/>
        <source>strong club player</source>
        <translation>joueur de club confirmé</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="74"/>
        <source>master</source>
        <translation>maître</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="76"/>
        <source>grandmaster</source>
        <translation>grand maître</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="77"/>
        <source>%1 Elo — %2</source>
        <translation>%1 Elo — %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="81"/>
        <source>Ferz: play chess against the computer.</source>
        <translation>Ferz&#xa0;: jouez aux échecs contre l’ordinateur.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="86"/>
        <source>Print the time to the first painted board and quit.</source>
        <translation>Afficher le temps écoulé jusqu’au premier affichage de l’échiquier, puis quitter.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="89"/>
        <source>A PGN file to open.</source>
        <translation>Fichier PGN à ouvrir.</translation>
    </message>
</context>
</TS>
