<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnalysisBoard</name>
    <message>
        <location filename="../app/window/analysisboard.cpp" line="+26"/>
        <source>Analysis &amp;Board</source>
        <translation>Analyse&amp;brett</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../app/window/analysispanel.cpp" line="+72"/>
        <source>Analysing… %v of %m positions</source>
        <translation>Analyse… %v von %m Stellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>inaccuracies %1, mistakes %2, blunders %3</source>
        <translation>Ungenauigkeiten: %1, Fehler: %2, grobe Fehler: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+2"/>
        <source>White: %1</source>
        <translation>Weiß: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Black: %1</source>
        <translation>Schwarz: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ferz&apos;s engine</source>
        <translation>Ferz’ Engine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judged by %1, each mark checked at depth %2 to %3.</source>
        <translation>Bewertet von %1, jede Markierung in Tiefe %2 bis %3 geprüft.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Judged by %1, each mark checked at depth %2.</source>
        <translation>Bewertet von %1, jede Markierung in Tiefe %2 geprüft.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Judged by %1.</source>
        <translation>Bewertet von %1.</translation>
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
        <translation>%1, Tiefe %2–%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, depth %2</source>
        <translation>%1, Tiefe %2</translation>
    </message>
</context>
<context>
    <name>AnnotationMenus</name>
    <message>
        <location filename="../app/window/annotationmenus.cpp" line="+20"/>
        <source>Good move</source>
        <translation>Guter Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brilliant move</source>
        <translation>Brillanter Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interesting move</source>
        <translation>Interessanter Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dubious move</source>
        <translation>Zweifelhafter Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal position</source>
        <translation>Ausgeglichene Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unclear position</source>
        <translation>Unklare Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is slightly better</source>
        <translation>Weiß steht leicht besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is slightly better</source>
        <translation>Schwarz steht leicht besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is better</source>
        <translation>Weiß steht besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is better</source>
        <translation>Schwarz steht besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is winning</source>
        <translation>Weiß steht auf Gewinn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is winning</source>
        <translation>Schwarz steht auf Gewinn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Move &amp;Glyph</source>
        <translation>Zu&amp;gzeichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Po&amp;sition Glyph</source>
        <translation>S&amp;tellungszeichen</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../app/window/announcer.cpp" line="+16"/>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>castles kingside</source>
        <translation>kurze Rochade</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>castles queenside</source>
        <translation>lange Rochade</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 from %2 takes en passant on %3</source>
        <extracomment>&quot;pawn from e5 takes en passant on d6&quot;</extracomment>
        <translation>%1 von %2 schlägt en passant auf %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 from %2 takes %3 on %4</source>
        <extracomment>&quot;bishop from b5 takes knight on c6&quot;</extracomment>
        <translation>%1 von %2 schlägt %3 auf %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 from %2 to %3</source>
        <extracomment>&quot;knight from g1 to f3&quot;</extracomment>
        <translation>%1 von %2 nach %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, becomes a %2</source>
        <extracomment>&quot;pawn from e7 to e8, becomes a queen&quot;</extracomment>
        <translation>%1, Umwandlung: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>White: %1</source>
        <translation>Weiß: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black: %1</source>
        <translation>Schwarz: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, check</source>
        <translation>%1, Schach</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, checkmate</source>
        <translation>%1, schachmatt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, stalemate</source>
        <translation>%1, patt</translation>
    </message>
</context>
<context>
    <name>AutoSave</name>
    <message>
        <location filename="../app/game/autosave.cpp" line="+162"/>
        <source>the file is too large</source>
        <translation>die Datei ist zu groß</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it does not say which side you play</source>
        <translation>sie sagt nicht, welche Seite Sie spielen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>its clock cannot be read</source>
        <translation>ihre Uhr kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it does not say where the game stands</source>
        <translation>sie sagt nicht, bei welchem Zug die Partie steht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it does not say how the game ended</source>
        <translation>sie sagt nicht, wie die Partie endete</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The game saved when Ferz last ran could not be read (%1). It was kept as %2.</source>
        <translation>Die beim letzten Start von Ferz gesicherte Partie konnte nicht gelesen werden (%1). Sie wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game saved when Ferz last ran could not be read (%1).</source>
        <translation>Die beim letzten Start von Ferz gesicherte Partie konnte nicht gelesen werden (%1).</translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <location filename="../app/board/boardaccessible.cpp" line="+55"/>
        <source>white pawn</source>
        <translation>weißer Bauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white knight</source>
        <translation>weißer Springer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white bishop</source>
        <translation>weißer Läufer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white rook</source>
        <translation>weißer Turm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white queen</source>
        <translation>weiße Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white king</source>
        <translation>weißer König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black pawn</source>
        <translation>schwarzer Bauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black knight</source>
        <translation>schwarzer Springer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black bishop</source>
        <translation>schwarzer Läufer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black rook</source>
        <translation>schwarzer Turm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black queen</source>
        <translation>schwarze Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black king</source>
        <translation>schwarzer König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>leer</translation>
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
        <translation>%1, in der Hand</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black at the bottom; the arrow keys move between squares, Enter picks up a piece and puts it down</source>
        <translation>Schwarz unten; die Pfeiltasten wechseln das Feld, Enter nimmt eine Figur auf und setzt sie ab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White at the bottom; the arrow keys move between squares, Enter picks up a piece and puts it down</source>
        <translation>Weiß unten; die Pfeiltasten wechseln das Feld, Enter nimmt eine Figur auf und setzt sie ab</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <location filename="../app/board/boardtheme.cpp" line="+17"/>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>High Contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <location filename="../app/window/boardwords.cpp" line="+23"/>
        <source>Put back.</source>
        <translation>Zurückgestellt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Promotion: queen. The arrow keys choose another piece, Enter takes it, Escape puts the pawn back.</source>
        <translation>Umwandlung: Dame. Die Pfeiltasten wählen eine andere Figur, Enter nimmt sie, Escape stellt den Bauern zurück.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 on %2 picked up: it can go to %3.</source>
        <extracomment>&quot;Knight on g1 picked up: it can go to f3, h3.&quot;</extracomment>
        <translation>%1 auf %2 aufgenommen: kann nach %3 ziehen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over. Start a new game, or look back through this one.</source>
        <translation>Die Partie ist vorbei. Beginnen Sie eine neue oder sehen Sie diese noch einmal durch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is paused: press P to play on.</source>
        <translation>Die Partie ist angehalten: P drücken, um weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is the computer&apos;s move.</source>
        <translation>Der Computer ist am Zug.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The starting position.</source>
        <translation>Die Ausgangsstellung.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move %1, %2</source>
        <extracomment>&quot;Move 12, Black: knight from g8 to f6.&quot;</extracomment>
        <translation>Zug %1, %2</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Back to the game.</source>
        <translation>Zurück zur Partie.</translation>
    </message>
</context>
<context>
    <name>DiagramActions</name>
    <message>
        <location filename="../app/window/diagramactions.cpp" line="+33"/>
        <source>Copy Position as &amp;Image</source>
        <translation>Stellung als &amp;Bild kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Diagram…</source>
        <translation>Dia&amp;gramm exportieren…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The position was copied as an image.</source>
        <translation>Die Stellung wurde als Bild kopiert.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <source>Export Diagram</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The diagram could not be written: %1</source>
        <translation>Das Diagramm konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The diagram was written to %1.</source>
        <translation>Das Diagramm wurde nach %1 geschrieben.</translation>
    </message>
</context>
<context>
    <name>DiagramDialog</name>
    <message>
        <location filename="../app/dialogs/diagramdialog.cpp" line="+51"/>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;arrows and marked squares</source>
        <translation>&amp;Pfeile und markierte Felder zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Diagram</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board&apos;s colours</source>
        <translation>Die Farben des Bretts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Print (black and white)</source>
        <translation>Druck (schwarz-weiß)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As on the board</source>
        <translation>Wie auf dem Brett</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White at the bottom</source>
        <translation>Weiß unten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black at the bottom</source>
        <translation>Schwarz unten</translation>
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
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Orientation:</source>
        <translation>&amp;Ausrichtung:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preview</source>
        <extracomment>The picture of the diagram in the Export Diagram dialog.</extracomment>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
</context>
<context>
    <name>EngineConfig</name>
    <message>
        <location filename="../app/game/engineconfig.cpp" line="+31"/>
        <source>Line %1: write an option as Name=Value</source>
        <translation>Zeile %1: Schreiben Sie eine Option als Name=Wert</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (Elo %2–%3)</source>
        <translation>%1 (Elo %2–%3)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The engine needs a name.</source>
        <translation>Die Engine braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No program %1 was found.</source>
        <translation>Das Programm %1 wurde nicht gefunden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not a program.</source>
        <translation>%1 ist kein Programm.</translation>
    </message>
    <message>
        <location filename="../app/game/ucijudge.cpp" line="+48"/>
        <source>could not start %1: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 did not answer “uci”</source>
        <translation>%1 hat nicht auf „uci“ geantwortet</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+15"/>
        <source>%1 did not answer “isready”</source>
        <translation>%1 hat nicht auf „isready“ geantwortet</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 wrote a line of more than 64 KB</source>
        <translation>%1 hat eine Zeile mit mehr als 64 KB ausgegeben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 crashed or was killed</source>
        <translation>%1 ist abgestürzt oder wurde beendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stopped unexpectedly (exit code %2)</source>
        <translation>%1 wurde unerwartet beendet (Exit-Code %2)</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 did not stop when asked</source>
        <translation>%1 hat auf „stop“ nicht angehalten</translation>
    </message>
</context>
<context>
    <name>EnginePanel</name>
    <message>
        <location filename="../app/window/enginepanel.cpp" line="+101"/>
        <source>&amp;Lines:</source>
        <translation>&amp;Varianten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine that analyses</source>
        <translation>Die Engine, die analysiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis engine</source>
        <translation>Analyse-Engine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Threads and hash of the analysis</source>
        <translation>Threads und Hash der Analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis settings</source>
        <translation>Analyse-Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine lines</source>
        <translation>Varianten der Engine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart Engine</source>
        <translation>Engine neu &amp;starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+14"/>
        <source>Ferz (built in)</source>
        <translation>Ferz (eingebaut)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>&amp;Threads</source>
        <translation>&amp;Threads</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hash</source>
        <translation>&amp;Hash</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>K Q R B N</source>
        <extracomment>The letters of the king, queen, rook, bishop and knight in moves (SAN), in this order, separated by spaces: &quot;K Q R B N&quot; in English, &quot;Кр Ф Л С К&quot; in Russian.</extracomment>
        <translation type="vanished">K D T L S</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>d%1</source>
        <comment>depth</comment>
        <translation>T%1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The analysis stopped: %1.</source>
        <translation>Die Analyse wurde beendet: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checkmate: there is no move to analyse.</source>
        <translation>Schachmatt: Es gibt keinen Zug zu analysieren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stalemate: there is no move to analyse.</source>
        <translation>Patt: Es gibt keinen Zug zu analysieren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../app/dialogs/enginesdialog.cpp" line="+24"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rescan</source>
        <translation>Erneut suchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+31"/>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. stockfish or /usr/games/stockfish</source>
        <translation>z. B. stockfish, /usr/games/stockfish</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. --uci for gnuchess</source>
        <translation>z. B. --uci für gnuchess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One option a line, e.g.
UCI_LimitStrength=true
UCI_Elo=1500</source>
        <translation>Eine Option pro Zeile, z. B.
UCI_LimitStrength=true
UCI_Elo=1500</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Program:</source>
        <translation>Programm:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Look for the chess engines installed on this computer</source>
        <translation>Nach den auf diesem Computer installierten Schachprogrammen suchen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Judge of the analyses:</source>
        <translation>Richter der Analysen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine that analyses your games: Analyse Game, the training positions and the Games window</source>
        <translation>Die Engine, die Ihre Partien analysiert: Partie analysieren, die Trainingsstellungen und das Partienfenster</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>UCI chess engines installed on this computer, to play against instead of Ferz, or to judge your games.</source>
        <translation>Auf diesem Computer installierte UCI-Schach-Engines, gegen die Sie statt gegen Ferz spielen können oder die Ihre Partien bewerten.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Ferz</source>
        <translation>Ferz</translation>
    </message>
    <message>
        <source>UCI chess engines installed on this computer, to play against instead of Ferz.</source>
        <translation type="vanished">Auf diesem Computer installierte UCI-Schach-Engines, gegen die Sie statt gegen Ferz spielen können.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Choose an engine</source>
        <translation>Engine auswählen</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+71"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Looking for chess engines…</source>
        <translation>Suche nach Schachprogrammen…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No engine found that is not in the list already.</source>
        <translation>Kein Programm gefunden, das nicht schon in der Liste steht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found: %1.</source>
        <translation>Gefunden: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New engine</source>
        <translation>Neue Engine</translation>
    </message>
</context>
<context>
    <name>EvalBar</name>
    <message>
        <location filename="../app/window/evalbar.cpp" line="+16"/>
        <source>Evaluation: %1</source>
        <translation>Bewertung: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <location filename="../app/window/evalgraph.cpp" line="+13"/>
        <location line="+6"/>
        <source>White&apos;s winning chances after each move; click to see the position</source>
        <translation>Gewinnchancen von Weiß nach jedem Zug; klicken Sie, um die Stellung zu sehen</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+48"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+50"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>ExternalEngine</name>
    <message>
        <location filename="../app/game/externalengine.cpp" line="+25"/>
        <source>could not start %1: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 does not play Chess960 (it has no UCI_Chess960 option)</source>
        <translation>%1 spielt kein Chess960 (es hat keine Option UCI_Chess960)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1 wrote a line of more than 64 KB</source>
        <translation>%1 hat eine Zeile mit mehr als 64 KB ausgegeben</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 wrote a line Ferz cannot read: “%2”</source>
        <translation>%1 schrieb eine Zeile, die Ferz nicht lesen kann: „%2“</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 answered with the move “%2”, which is not legal here: %3</source>
        <translation>%1 hat mit dem Zug „%2“ geantwortet, der hier nicht regelgemäß ist: %3</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 crashed or was killed (signal %2)</source>
        <translation>%1 ist abgestürzt oder wurde beendet (Signal %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 stopped unexpectedly (exit code %2)</source>
        <translation>%1 wurde unerwartet beendet (Exit-Code %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 did not answer “uci”</source>
        <translation>%1 hat nicht auf „uci“ geantwortet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not answer “isready”</source>
        <translation>%1 hat nicht auf „isready“ geantwortet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 did not stop when asked</source>
        <translation>%1 hat auf „stop“ nicht angehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not play its move in time</source>
        <translation>%1 hat nicht rechtzeitig gezogen</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <location filename="../app/window/gameactions.cpp" line="+60"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo Move</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo Move</source>
        <translation>Zug &amp;wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O&amp;ffer Draw</source>
        <translation>Remis &amp;anbieten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Claim Draw</source>
        <translation>Remis &amp;reklamieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Res&amp;ign</source>
        <translation>Auf&amp;geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top Game…</source>
        <translation>Partie abbre&amp;chen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Engines…</source>
        <translation>&amp;Engines…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from &amp;Here…</source>
        <translation>Ab hier s&amp;pielen…</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+3"/>
        <source>Take back a move</source>
        <translation>Zug zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over: %1. Take back your last move and play on without this result?</source>
        <translation>Die Partie ist vorbei: %1. Ihren letzten Zug zurücknehmen und ohne dieses Ergebnis weiterspielen?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Draw offer</source>
        <translation>Remisangebot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 bietet Remis an. %2, nehmen Sie an?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resign this game?</source>
        <translation>Diese Partie aufgeben?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stop the game</source>
        <translation>Partie abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop this game without a result? It will not count for your rating, and the computer&apos;s analysis of it is then on offer.</source>
        <translation>Diese Partie ohne Ergebnis abbrechen? Sie zählt dann nicht für Ihre Wertung, und die Analyse des Computers steht dann zur Verfügung.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game is over in this position: there is nothing to play.</source>
        <translation>In dieser Stellung ist die Partie beendet: Es gibt nichts zu spielen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play from here</source>
        <translation>Ab hier spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play the side to move, without a clock. The computer&apos;s level:</source>
        <translation>Sie spielen die Seite am Zug, ohne Uhr. Spielstärke des Computers:</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>New Game now offers the chess engines found on this computer: %1.</source>
        <translation>„Neue Partie“ bietet jetzt die auf diesem Computer gefundenen Schachprogramme an: %1.</translation>
    </message>
    <message>
        <source>Chess engines found on this computer: %1. Choose one in New Game.</source>
        <translation type="vanished">Auf diesem Computer gefundene Schachprogramme: %1. Wählen Sie eines unter „Neue Partie“.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="+228"/>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is paused.</source>
        <translation>Die Partie ist angehalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the computer&apos;s move.</source>
        <translation>Der Computer ist am Zug.</translation>
    </message>
    <message>
        <location line="+324"/>
        <source>The computer declines the draw: it thinks it stands better.</source>
        <translation>Der Computer lehnt das Remis ab: Er meint, besser zu stehen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer declines the draw: the game has hardly begun.</source>
        <translation>Der Computer lehnt das Remis ab: Die Partie hat kaum begonnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer accepts the draw: it judges the position equal or worse for itself.</source>
        <translation>Der Computer nimmt das Remis an: Er hält die Stellung für ausgeglichen oder für sich schlechter.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 does not play Chess960: Ferz plays in its place.</source>
        <translation>%1 spielt kein Chess960: Ferz spielt an seiner Stelle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer&apos;s engine stopped: %1. Start a new game to play on.</source>
        <translation>Die Engine des Computers wurde beendet: %1. Starten Sie eine neue Partie, um weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+4"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ferz, full strength</source>
        <translation>Ferz, volle Stärke</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ferz %1</source>
        <translation>Ferz %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Chess960, start position %1</source>
        <translation>Chess960, Ausgangsstellung %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation type="vanished">Schachmatt – Weiß gewinnt</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation type="vanished">Schachmatt – Schwarz gewinnt</translation>
    </message>
    <message>
        <source>Draw by stalemate</source>
        <translation type="vanished">Remis durch Patt</translation>
    </message>
    <message>
        <source>Draw: neither side can mate</source>
        <translation type="vanished">Remis: Keine Seite kann mattsetzen</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation type="vanished">Remis durch fünffache Stellungswiederholung</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule</source>
        <translation type="vanished">Remis nach der 75-Züge-Regel</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation type="vanished">Remis durch dreifache Stellungswiederholung, vom Computer reklamiert</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by you</source>
        <translation type="vanished">Remis durch dreifache Stellungswiederholung, von Ihnen reklamiert</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by White</source>
        <translation type="vanished">Remis durch dreifache Stellungswiederholung, von Weiß reklamiert</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by Black</source>
        <translation type="vanished">Remis durch dreifache Stellungswiederholung, von Schwarz reklamiert</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation type="vanished">Remis nach der 50-Züge-Regel, vom Computer reklamiert</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation type="vanished">Remis nach der 50-Züge-Regel, von Ihnen reklamiert</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by White</source>
        <translation type="vanished">Remis nach der 50-Züge-Regel, von Weiß reklamiert</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by Black</source>
        <translation type="vanished">Remis nach der 50-Züge-Regel, von Schwarz reklamiert</translation>
    </message>
    <message>
        <source>White resigns — Black wins</source>
        <translation type="vanished">Weiß gibt auf – Schwarz gewinnt</translation>
    </message>
    <message>
        <source>Black resigns — White wins</source>
        <translation type="vanished">Schwarz gibt auf – Weiß gewinnt</translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation type="vanished">Remis durch Einigung</translation>
    </message>
    <message>
        <source>White ran out of time — Black wins</source>
        <translation type="vanished">Weiß hat die Zeit überschritten – Schwarz gewinnt</translation>
    </message>
    <message>
        <source>Black ran out of time — White wins</source>
        <translation type="vanished">Schwarz hat die Zeit überschritten – Weiß gewinnt</translation>
    </message>
    <message>
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation type="vanished">Weiß hat die Zeit überschritten, aber Schwarz kann nicht mattsetzen – Remis</translation>
    </message>
    <message>
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation type="vanished">Schwarz hat die Zeit überschritten, aber Weiß kann nicht mattsetzen – Remis</translation>
    </message>
    <message>
        <source>White won (as recorded in the game)</source>
        <translation type="vanished">Weiß hat gewonnen (laut Partienotation)</translation>
    </message>
    <message>
        <source>Black won (as recorded in the game)</source>
        <translation type="vanished">Schwarz hat gewonnen (laut Partienotation)</translation>
    </message>
    <message>
        <source>Drawn (as recorded in the game)</source>
        <translation type="vanished">Remis (laut Partienotation)</translation>
    </message>
    <message>
        <source>Stopped without a result: the game does not count</source>
        <translation type="vanished">Ohne Ergebnis abgebrochen: Die Partie zählt nicht</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <location filename="../app/window/gamedocument.cpp" line="+67"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has changes that are not saved.</source>
        <translation>Diese Partie hat Änderungen, die nicht gespeichert sind.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 hat Änderungen, die nicht gespeichert sind.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save them before the game is replaced?</source>
        <translation>Vor dem Ersetzen der Partie speichern?</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+12"/>
        <location line="+9"/>
        <location line="+16"/>
        <location line="+18"/>
        <source>Open a game</source>
        <extracomment>&quot;Could not open /home/anna/game.pgn: there is no such file.&quot;</extracomment>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation type="vanished">%1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>%1 holds no game.</source>
        <translation>%1 enthält keine Partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no game that can be read: %2</source>
        <translation>%1 enthält keine lesbare Partie: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game in %1 cannot be read: %2</source>
        <translation>Die Partie in %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is empty</source>
        <translation>sie ist leer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not UTF-8: it was read as Latin-1.</source>
        <translation>%1 ist nicht in UTF-8: die Datei wurde als Latin-1 gelesen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+46"/>
        <location line="+29"/>
        <location line="+12"/>
        <source>Save the game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Ferz repaired this game of %1 to read it.</source>
        <translation>Ferz hat diese Partie aus %1 reparieren müssen, um sie zu lesen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saving writes Ferz&apos;s text of the game in place of the text in the file.</source>
        <translation>Beim Speichern ersetzt Ferz’ Text der Partie den Text in der Datei.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <source>%1 was changed by another program since Ferz read it.</source>
        <translation>%1 wurde von einem anderen Programm geändert, seit Ferz die Datei gelesen hat.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The game is still in it. Overwrite that game with this one, or save this game as a new file?</source>
        <translation>Die Partie steht noch darin. Jene Partie mit dieser überschreiben oder diese Partie als neue Datei speichern?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Overwrite That Game</source>
        <translation>Jene Partie &amp;überschreiben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game Ferz read is no longer in it, so it cannot be written back there.</source>
        <translation>Die Partie, die Ferz gelesen hat, steht nicht mehr darin; sie kann dort nicht zurückgeschrieben werden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game cannot be saved into %1.</source>
        <translation>Die Partie kann nicht in %1 gespeichert werden.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>This game is being played: it is the game on the board.</source>
        <translation>Diese Partie wird gerade gespielt: Es ist die Partie auf dem Brett.</translation>
    </message>
    <message numerus="yes">
        <location line="+105"/>
        <source>(And %n more.)</source>
        <translation>
            <numerusform>(Und %n weitere.)</numerusform>
            <numerusform>(Und %n weitere.)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+41"/>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+40"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The clipboard holds neither a game nor a position. As PGN: %1. As FEN: %2.</source>
        <translation>Die Zwischenablage enthält weder eine Partie noch eine Stellung. Als PGN: %1. Als FEN: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no moves</source>
        <translation>keine Züge</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The game is on the clipboard, as PGN.</source>
        <translation>Die Partie wurde als PGN in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The position is on the clipboard, as FEN.</source>
        <translation>Die Stellung wurde als FEN in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="-215"/>
        <location line="+216"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="-327"/>
        <source>Save them before Ferz quits?</source>
        <translation>Vor dem Beenden von Ferz speichern?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No file was named to open.</source>
        <translation>Es wurde keine Datei zum Öffnen angegeben.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>there is no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be read</source>
        <translation>sie kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not open %1: %2.</source>
        <translation>%1 konnte nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+227"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message numerus="yes">
        <location line="-112"/>
        <source>The clipboard holds %n games: the first is on the board.</source>
        <translation>
            <numerusform>Die Zwischenablage enthält %n Partie: die erste steht auf dem Brett.</numerusform>
            <numerusform>Die Zwischenablage enthält %n Partien: die erste steht auf dem Brett.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Set &amp;Up Position…</source>
        <translation>Ste&amp;llung aufbauen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Game (PGN)</source>
        <translation>Partie &amp;kopieren (PGN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy P&amp;osition (FEN)</source>
        <translation>&amp;Stellung kopieren (FEN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste Game or Position</source>
        <translation>Partie oder Stellung &amp;einfügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ferz repaired this game to read it: %1.</source>
        <translation>Ferz hat diese Partie reparieren müssen, um sie zu lesen: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some clock times or evaluations in this game could not be read; they are kept as comments.</source>
        <translation>Einige Uhrzeiten oder Bewertungen dieser Partie konnten nicht gelesen werden; sie bleiben als Kommentare erhalten.</translation>
    </message>
    <message>
        <location line="-205"/>
        <location line="+121"/>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>This game of the library cannot be read: %1</source>
        <translation>Diese Partie der Sammlung kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 (%2) — Ferz</source>
        <translation>%1 (%2) — Ferz</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1 — Ferz</source>
        <translation>%1 – Ferz</translation>
    </message>
</context>
<context>
    <name>GameInFile</name>
    <message>
        <location filename="../app/game/gamefile.cpp" line="+92"/>
        <source>the file is shorter than it was</source>
        <translation>die Datei ist kürzer als vorher</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the file is in Latin-1, which cannot hold every character of the game</source>
        <translation>die Datei ist in Latin-1, das nicht jedes Zeichen der Partie darstellen kann</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <location filename="../app/dialogs/gamepicker.cpp" line="+72"/>
        <source>Open a game from %1</source>
        <translation>Partie aus %1 öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter by player, event, date, result or opening</source>
        <translation>Nach Spieler, Turnier, Datum, Ergebnis oder Eröffnung filtern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Games: %1 of %2</source>
        <translation>Partien: %1 von %2</translation>
    </message>
</context>
<context>
    <name>GamePolicy</name>
    <message>
        <source>The analysis board opens when the game against the computer is over.</source>
        <translation type="vanished">Das Analysebrett öffnet sich, wenn die Partie gegen den Computer beendet ist.</translation>
    </message>
    <message>
        <source>A game against the computer is analysed when it is over.</source>
        <translation type="vanished">Eine Partie gegen den Computer wird analysiert, wenn sie beendet ist.</translation>
    </message>
    <message>
        <source>The analysis of this game shows when the game against the computer is over.</source>
        <translation type="vanished">Die Analyse dieser Partie erscheint, wenn die Partie gegen den Computer beendet ist.</translation>
    </message>
    <message>
        <source>You took back a move: this game no longer counts for your rating.</source>
        <translation type="vanished">Sie haben einen Zug zurückgenommen: Diese Partie zählt nicht mehr für Ihre Wertung.</translation>
    </message>
    <message>
        <source>You asked for a hint: this game no longer counts for your rating.</source>
        <translation type="vanished">Sie haben um einen Hinweis gebeten: Diese Partie zählt nicht mehr für Ihre Wertung.</translation>
    </message>
    <message>
        <location filename="../app/game/gamepolicy.cpp" line="+55"/>
        <source>The computer&apos;s evaluation shows when the game is over or stopped.</source>
        <translation>Die Bewertung des Computers erscheint, wenn die Partie beendet oder abgebrochen ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The analysis board opens when the game is over or stopped (Game → Stop Game).</source>
        <translation>Das Analysebrett öffnet sich, wenn die Partie beendet oder abgebrochen ist (Partie → Partie abbrechen).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is analysed when it is over or stopped (Game → Stop Game).</source>
        <translation>Die Partie wird analysiert, wenn sie beendet oder abgebrochen ist (Partie → Partie abbrechen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The analysis of this game shows when the game is over or stopped.</source>
        <translation>Die Analyse dieser Partie erscheint, wenn die Partie beendet oder abgebrochen ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This rated game stays as it ended: its result counts. Play from Here plays on from a position of it.</source>
        <translation>Diese gewertete Partie bleibt, wie sie endete: Ihr Ergebnis zählt. „Ab hier spielen“ spielt von einer ihrer Stellungen weiter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer has analysed this game, so it is not played on. Play from Here plays on from a position of it.</source>
        <translation>Der Computer hat diese Partie analysiert, daher wird sie nicht weitergespielt. „Ab hier spielen“ spielt von einer ihrer Stellungen weiter.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Take back your move? This game will then no longer count for your rating.</source>
        <translation>Ihren Zug zurücknehmen? Diese Partie zählt dann nicht mehr für Ihre Wertung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for a hint? This game will then no longer count for your rating.</source>
        <translation>Um einen Tipp bitten? Diese Partie zählt dann nicht mehr für Ihre Wertung.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The opening tree is shown when the game has ended or is stopped (Game → Stop Game).</source>
        <translation>Der Eröffnungsbaum erscheint, wenn die Partie beendet oder abgebrochen ist (Partie → Partie abbrechen).</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <location filename="../app/dialogs/gameswindow.cpp" line="+269"/>
        <location filename="../app/dialogs/librarymodel.cpp" line="+89"/>
        <source>Full</source>
        <translation>Voll</translation>
    </message>
    <message>
        <location filename="../app/dialogs/librarymodel.cpp" line="+27"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../app/dialogs/gameswindow.cpp" line="+21"/>
        <location filename="../app/dialogs/librarymodel.cpp" line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="-2"/>
        <location filename="../app/dialogs/librarymodel.cpp" line="+1"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../app/dialogs/librarymodel.cpp" line="+1"/>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <location filename="../app/dialogs/gameswindow.cpp" line="-9"/>
        <location line="+2"/>
        <location line="+13"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+311"/>
        <source>Analysing game %1 of %2…</source>
        <translation>Analyse der Partie %1 von %2…</translation>
    </message>
    <message>
        <location line="-254"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search players, event, opening or date</source>
        <translation>Spieler, Turnier, Eröffnung oder Datum suchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your colour</source>
        <translation>Ihre Farbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Import progress</source>
        <translation>Fortschritt des Imports</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Library update progress</source>
        <extracomment>The accessible name of the Games window&apos;s progress bar while an older library is brought up to date at start-up.</extracomment>
        <translation>Fortschritt der Aktualisierung der Bibliothek</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the game for review</source>
        <translation>Die Partie zur Durchsicht öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the selected games in a PGN file</source>
        <translation>Die gewählten Partien in einer PGN-Datei speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the games of PGN files, such as lichess or chess.com exports</source>
        <translation>Die Partien von PGN-Dateien hinzufügen, etwa Exporte von lichess oder chess.com</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse the selected games in the background: marks, reasons and better moves, kept in the library</source>
        <translation>Die ausgewählten Partien im Hintergrund analysieren: Markierungen, Gründe und bessere Züge, in der Sammlung gespeichert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analysis progress</source>
        <translation>Fortschritt der Analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the Analysis</source>
        <translation>Analyse abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;Names…</source>
        <translation>Ihre &amp;Namen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The names you play under elsewhere, to find your games among those imported</source>
        <translation>Die Namen, unter denen Sie anderswo spielen, um Ihre Partien unter den importierten zu finden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Any level</source>
        <translation>Jede Stufe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Either colour</source>
        <translation>Beide Farben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had White</source>
        <translation>Sie hatten Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had Black</source>
        <translation>Sie hatten Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any result</source>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won</source>
        <translation>Sie gewannen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lost</source>
        <translation>Sie verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any time</source>
        <translation>Jederzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Letzte 12 Monate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any variant</source>
        <translation>Jede Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard chess</source>
        <translation>Normales Schach</translation>
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
        <translation>Die Partiensammlung kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Any opponent</source>
        <translation>Jeder Gegner</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Games: %1</source>
        <translation>Partien: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games shown: %1 of %2</source>
        <translation>Gezeigte Partien: %1 von %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Analysis cancelled. Games analysed: %1.</source>
        <extracomment>The end of the Games window&apos;s analysis: how many games were analysed.</extracomment>
        <translation>Analyse abgebrochen. Analysierte Partien: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games analysed: %1.</source>
        <translation>Analysierte Partien: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games that could not be analysed: %1 (%2).</source>
        <translation>Partien, die nicht analysiert werden konnten: %1 (%2).</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+8"/>
        <source>Export games</source>
        <translation>Partien exportieren</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>games.pgn</source>
        <translation>partien.pgn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games exported: %1, to %2</source>
        <translation>Exportierte Partien: %1, nach %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>Delete games</source>
        <translation>Partien löschen</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The games could not be deleted: %1</source>
        <translation>Die Partien konnten nicht gelöscht werden: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete this game from the library?</source>
        <translation>Diese Partie aus der Sammlung löschen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected games (%1) from the library?</source>
        <translation>Die gewählten Partien (%1) aus der Sammlung löschen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This cannot be undone. Export them first to keep a copy.</source>
        <translation>Das lässt sich nicht rückgängig machen. Exportieren Sie sie zuerst, um eine Kopie zu behalten.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Importing…</source>
        <translation>Import läuft…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your names</source>
        <translation>Ihre Namen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Besides %1, the names you play under (on lichess, on chess.com), separated by commas. Your games among those imported are found by them.</source>
        <translation>Neben %1 die Namen, unter denen Sie spielen (auf lichess, auf chess.com), durch Kommas getrennt. An ihnen werden Ihre Partien unter den importierten erkannt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import games</source>
        <translation>Partien importieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 added, %2 already in the library, %3 could not be read.</source>
        <extracomment>The numbers of games of the files imported.</extracomment>
        <translation>Hinzugefügt: %1, schon in der Sammlung: %2, nicht lesbar: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import cancelled.</source>
        <translation>Import abgebrochen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not UTF-8, read as Latin-1: %1.</source>
        <translation>Nicht in UTF-8, als Latin-1 gelesen: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first that could not be read: %1</source>
        <translation>Die erste nicht lesbare: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games could not be added to the game library: %1.</source>
        <translation>Partien konnten nicht in die Sammlung aufgenommen werden: %1.</translation>
    </message>
    <message>
        <location line="-382"/>
        <source>All &amp;Positions</source>
        <extracomment>Clears the Games window&apos;s search by position: every game is listed again.</extracomment>
        <translation>Alle &amp;Stellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the games of every position again</source>
        <translation>Wieder die Partien aller Stellungen anzeigen</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>Games that reached the position %1, in any move order.</source>
        <extracomment>Above the Games window&apos;s list: which position its games reached. %1 is &quot;after 12. Nf3&quot; or &quot;at the start&quot;.</extracomment>
        <translation>Partien, die die Stellung %1 erreicht haben, in beliebiger Zugfolge.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>Material</source>
        <translation>Material</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Any material</source>
        <translation>Beliebiges Material</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pawn endings</source>
        <translation>Bauernendspiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight endings</source>
        <translation>Springerendspiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bishop endings</source>
        <translation>Läuferendspiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opposite-coloured bishops</source>
        <translation>Ungleichfarbige Läufer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bishop against knight</source>
        <translation>Läufer gegen Springer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rook endings</source>
        <translation>Turmendspiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rook and minor piece each</source>
        <translation>Je Turm und Leichtfigur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen endings</source>
        <translation>Damenendspiele</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Updating your library for this version of Ferz…</source>
        <extracomment>The Games window while an older library is brought up to date at start-up (its progress bar beside it).</extracomment>
        <translation>Ihre Bibliothek wird für diese Version von Ferz aktualisiert…</translation>
    </message>
</context>
<context>
    <name>HelpActions</name>
    <message>
        <location filename="../app/window/helpactions.cpp" line="+22"/>
        <source>Ferz &amp;Help</source>
        <translation>Ferz-&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ferz</source>
        <translation>&amp;Über Ferz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About Ferz</source>
        <translation>Über Ferz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;A chess program: play the computer, review the game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Pieces: the Cburnett set by Colin M. L. Burnett (GPL). Sounds and icon made for Ferz.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;Ein Schachprogramm: Spielen Sie gegen den Computer und spielen Sie die Partie nach.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder neuer.&lt;/p&gt;&lt;p&gt;Figuren: der Cburnett-Satz von Colin M. L. Burnett (GPL). Klänge und Symbol wurden für Ferz erstellt.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../app/dialogs/helpdialog.cpp" line="+23"/>
        <source>Ferz Help</source>
        <translation>Ferz-Hilfe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Moving</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a piece to its square, or click the piece and then the square. The squares it may go to are marked. A right click or Esc puts it back. A move can also be typed in the field under the moves, as Nf3 or g1f3. When the board refuses a move, a line above it says why.</source>
        <translation>Ziehen Sie eine Figur auf ihr Feld, oder klicken Sie erst die Figur und dann das Feld an. Die Felder, auf die sie ziehen kann, sind markiert. Ein Rechtsklick oder Esc stellt sie zurück. Ein Zug lässt sich auch im Feld unter den Zügen eingeben, etwa Nf3 oder g1f3. Lehnt das Brett einen Zug ab, sagt eine Zeile darüber, warum.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Without the mouse</source>
        <translation>Ohne Maus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board takes the keyboard&apos;s focus; Tab goes through the toolbar, the buttons of the banner above the board, the board, the moves and the move field. The arrow keys move a framed square; Enter or Space picks up the piece there and puts it down on its new square; Esc puts it back. A pawn that promotes offers the queen first: the arrow keys choose another piece, Enter takes it, or press Q, R, B or N. From the moves, the arrow keys, Home and End step through the game. While a banner shows, Enter presses its framed button (New game at the end of a game).</source>
        <translation>Das Brett nimmt den Tastaturfokus an; Tab geht durch die Werkzeugleiste, die Knöpfe des Hinweisbands über dem Brett, das Brett, die Züge und das Zugfeld. Die Pfeiltasten bewegen ein umrahmtes Feld; Enter oder die Leertaste nimmt die Figur dort auf und setzt sie auf ihr neues Feld; Esc stellt sie zurück. Ein Bauer, der sich umwandelt, bietet zuerst die Dame an: die Pfeiltasten wählen eine andere Figur, Enter nimmt sie, oder drücken Sie Q, R, B oder N. In den Zügen blättern die Pfeiltasten, Pos1 und Ende durch die Partie. Solange ein Hinweisband zu sehen ist, drückt Enter dessen umrahmten Knopf (Neue Partie am Ende einer Partie).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each square of the board reads as, for example, &quot;e4, white pawn&quot;, in the order the board is shown, and the moves as a list, the move on show selected. The line at the foot of the window says every move of both sides in words, check and checkmate, the end of the game, the answer to a draw offer and why a move was refused; a screen reader speaks it as a notification. While you review, it says the move on show and the analysis&apos;s verdict. View → Speak Moves says it aloud without a screen reader. View → Board Colours → High Contrast outlines the pieces on strongly contrasting squares.</source>
        <translation>Jedes Feld des Bretts liest sich zum Beispiel als „e4, weißer Bauer“, in der Reihenfolge, in der das Brett gezeigt wird, und die Züge als Liste, der gezeigte Zug ausgewählt. Die Zeile am Fuß des Fensters nennt jeden Zug beider Seiten in Worten, Schach und Schachmatt, das Ende der Partie, die Antwort auf ein Remisangebot und warum ein Zug abgelehnt wurde; ein Bildschirmleser spricht sie als Benachrichtigung. Beim Nachspielen nennt sie den gezeigten Zug und das Urteil der Analyse. Ansicht → Züge ansagen spricht sie ohne Bildschirmleser laut aus. Ansicht → Brettfarben → Hoher Kontrast umrandet die Figuren auf stark kontrastierenden Feldern.</translation>
    </message>
    <message>
        <source>The board takes the keyboard&apos;s focus (Tab goes on to the move field and the moves). The arrow keys move a framed square; Enter or Space picks up the piece there and puts it down on its new square; Esc puts it back. A pawn that promotes offers the queen first: the arrow keys choose another piece, Enter takes it, or press Q, R, B or N. From the moves, the arrow keys, Home and End step through the game.</source>
        <translation type="vanished">Das Brett nimmt den Tastaturfokus an (Tab geht weiter zum Zugfeld und zu den Zügen). Die Pfeiltasten bewegen ein umrahmtes Feld; Enter oder die Leertaste nimmt die Figur dort auf und setzt sie auf ihr neues Feld; Esc stellt sie zurück. Ein Bauer, der sich umwandelt, bietet zuerst die Dame an: die Pfeiltasten wählen eine andere Figur, Enter nimmt sie, oder drücken Sie Q, R, B oder N. In den Zügen blättern die Pfeiltasten, Pos1 und Ende durch die Partie.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>With a screen reader</source>
        <translation>Mit einem Bildschirmleser</translation>
    </message>
    <message>
        <source>Each square of the board reads as, for example, &quot;e4, white pawn&quot;, in the order the board is shown. The line at the foot of the window says every move of both sides in words, check, the end of the game, the answer to a draw offer and why a move was refused; a screen reader speaks it as a notification. While you review, it says the move on show and the analysis&apos;s verdict. View → Speak Moves says it aloud without a screen reader. View → Board Colours → High Contrast outlines the pieces on strongly contrasting squares.</source>
        <translation type="vanished">Jedes Feld des Bretts liest sich zum Beispiel als „e4, weißer Bauer“, in der Reihenfolge, in der das Brett gezeigt wird. Die Zeile am Fuß des Fensters nennt jeden Zug beider Seiten in Worten, Schach, das Ende der Partie, die Antwort auf ein Remisangebot und warum ein Zug abgelehnt wurde; ein Bildschirmleser spricht sie als Benachrichtigung. Beim Nachspielen nennt sie den gezeigten Zug und das Urteil der Analyse. Ansicht → Züge ansagen spricht sie ohne Bildschirmleser laut aus. Ansicht → Brettfarben → Hoher Kontrast umrandet die Figuren auf stark kontrastierenden Feldern.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The players and the clock</source>
        <translation>Die Spieler und die Uhr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name and the computer&apos;s level stand above and below the board, with the captured pieces and each side&apos;s clock. A side&apos;s first move is not timed. The clocks stop while a dialog is open, and P pauses the game; the computer does not think meanwhile. A takeback gives back the board, not the time. A clock turns red when little time is left.</source>
        <translation>Über und unter dem Brett stehen Ihr Name und die Stufe des Computers, mit den geschlagenen Figuren und der Uhr jeder Seite. Der erste Zug jeder Seite wird nicht gezählt. Solange ein Dialog offen ist, stehen die Uhren, und P hält die Partie an; der Computer denkt währenddessen nicht. Eine Zugrücknahme gibt das Brett zurück, nicht die Zeit. Eine Uhr wird rot, wenn wenig Zeit bleibt.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Offer a draw, claim one when the rules allow, resign, or stop the game without a result (Stop Game: it does not count), from the Game menu. The result is written at the end of the moves. Undo after a resignation or an agreed draw asks first, and plays on without the result; a rated game stays as it ended.</source>
        <translation>Im Menü „Partie“ bieten Sie Remis an, beanspruchen es, wenn die Regeln es erlauben, geben auf oder brechen die Partie ohne Ergebnis ab (Partie abbrechen: Sie zählt nicht). Das Ergebnis steht am Ende der Züge. Rückgängig nach einer Aufgabe oder einem vereinbarten Remis fragt erst und spielt dann ohne das Ergebnis weiter; eine gewertete Partie bleibt, wie sie endete.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click a move in the list, or use the arrow keys, to see the position after it; Home and End go to the start and back to the game. A move played on the board in review becomes a variation. Analyse Game marks each move: ?! an inaccuracy, ? a mistake, ?? a blunder, with the reason and the better move as an arrow. Each mark is checked by a deeper search before it is shown, and the words under the graph name the judge: Ferz&apos;s engine, or another installed engine, such as Stockfish, chosen as Judge of the analyses in Game → Engines. Play from Here continues against the computer from the position on show.</source>
        <translation>Klicken Sie einen Zug in der Liste an oder benutzen Sie die Pfeiltasten, um die Stellung danach zu sehen; Pos1 und Ende führen zum Anfang und zurück zur Partie. Ein Zug auf dem Brett beim Nachspielen wird eine Variante. „Partie analysieren“ bewertet jeden Zug: ?! Ungenauigkeit, ? Fehler, ?? grober Fehler, mit dem Grund und dem besseren Zug als Pfeil. Jede Bewertung wird vor dem Anzeigen durch eine tiefere Suche geprüft, und der Text unter der Grafik nennt den Richter: Ferz’ Engine oder eine andere installierte Engine wie Stockfish, gewählt als „Richter der Analysen“ unter Partie → Engines. „Von hier spielen“ spielt aus der gezeigten Stellung gegen den Computer weiter.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Analysis Board (L), in the Game menu, shows the engine&apos;s best lines for the position on show, with the evaluation from White&apos;s side (+1.20 is good for White, #5 a mate in five), a bar beside the board and the best moves as arrows. It follows every step through the game; click a move of a line to add the line up to it as a variation. Choose the engine and the number of lines above them, threads and memory under ⋯. While a game is being played it waits, as Analyse Game does, until the game has ended or is stopped.</source>
        <translation>Das Analysebrett (L) im Menü Partie zeigt die besten Varianten der Engine für die gezeigte Stellung, mit der Bewertung aus Sicht von Weiß (+1.20 ist gut für Weiß, #5 ein Matt in fünf Zügen), einem Balken neben dem Brett und den besten Zügen als Pfeile. Es folgt jedem Schritt durch die Partie; ein Klick auf einen Zug einer Variante fügt die Variante bis zu ihm als Abspiel hinzu. Engine und Zahl der Varianten wählen Sie darüber, Threads und Speicher unter ⋯. Während eine Partie gespielt wird, wartet es wie „Partie analysieren“, bis die Partie beendet oder abgebrochen ist.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Arrows and marks</source>
        <translation>Pfeile und Markierungen</translation>
    </message>
    <message>
        <source>Drag with the right mouse button to draw an arrow; right-click a square to mark it. Green without a key, red with Shift, blue with Alt, yellow with Shift and Alt; the same again takes it away, a left click clears the board. By keys: X marks the framed square, V on one square and V on another draws an arrow, Delete clears. They belong to the move on show and are saved in its comment, as lichess and ChessBase save them. Export Diagram, in the Game menu, writes the position on show with them as a PNG or SVG picture; Copy Position as Image, in the Edit menu, copies it.</source>
        <translation type="vanished">Ziehen Sie mit der rechten Maustaste, um einen Pfeil zu zeichnen; ein Rechtsklick auf ein Feld markiert es. Grün ohne Taste, rot mit Umschalt, blau mit Alt, gelb mit Umschalt und Alt; dasselbe noch einmal nimmt es weg, ein Linksklick leert das Brett. Mit der Tastatur: X markiert das umrahmte Feld, V auf einem Feld und V auf einem anderen zeichnet einen Pfeil, Entf leert. Sie gehören zum gezeigten Zug und werden in seinem Kommentar gespeichert, wie lichess und ChessBase sie speichern. „Diagramm exportieren“ im Menü Partie schreibt die gezeigte Stellung mit ihnen als PNG- oder SVG-Bild; „Stellung als Bild kopieren“ im Menü Bearbeiten kopiert sie.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A game against Ferz at a level, from the usual start (not an opening chosen to practise), counts for your rating (Glicko-2) when it ends without a move taken back or a hint, which ask first; New Game says whether the game it sets up is rated. Each level counts at the Elo it measured in matches. The rating stands beside your name, with how sure it is (± one deviation); Games (Ctrl+L), Rating, shows its course, and New Game suggests a level for even chances and one a bit harder.</source>
        <translation>Eine Partie gegen Ferz auf einer Stufe, aus der Grundstellung (nicht aus einer zum Üben gewählten Eröffnung), zählt für Ihre Wertung (Glicko-2), wenn sie ohne Zugrücknahme und ohne Tipp endet, die beide erst nachfragen; Neue Partie sagt, ob die eingerichtete Partie gewertet wird. Jede Stufe zählt mit der Elo, die sie in Wettkämpfen gemessen hat. Die Wertung steht neben Ihrem Namen, mit ihrer Sicherheit (± eine Abweichung); Partien (Strg+L), Wertung, zeigt ihren Verlauf, und Neue Partie schlägt eine Stufe für gleiche Chancen und eine etwas stärkere vor.</translation>
    </message>
    <message>
        <source>Your name and the computer&apos;s level stand above and below the board, with the captured pieces and each side&apos;s clock. A side&apos;s first move is not timed. The clocks stop while a dialog is open, and P pauses the game. A clock turns red when little time is left.</source>
        <translation type="vanished">Über und unter dem Brett stehen Ihr Name und die Stufe des Computers, mit den geschlagenen Figuren und der Uhr jeder Seite. Der erste Zug jeder Seite wird nicht gezählt. Solange ein Dialog offen ist, stehen die Uhren; P hält die Partie an. Eine Uhr wird rot, wenn wenig Zeit bleibt.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Levels</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Levels are Elo ratings measured against other engines: 600 is a beginner, 1200 a casual player, 1600 a club player, 2000 and above a strong player. Full strength plays as well as Ferz can. Hints (H) come from full strength, whatever the level.</source>
        <translation>Die Stufen sind Elo-Zahlen, gemessen gegen andere Programme: 600 ist ein Anfänger, 1200 ein Gelegenheitsspieler, 1600 ein Vereinsspieler, 2000 und mehr ein starker Spieler. Volle Stärke spielt so gut, wie Ferz kann. Tipps (H) kommen immer von voller Stärke.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Openings</source>
        <translation>Eröffnungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opening reached is named above the moves, by its ECO code and name, and saved with the game. Ferz plays its openings from a book of sound lines: a beginner knows a few moves of the common openings, a strong level the main lines further, full strength the whole book. New Game chooses the book (Ferz&apos;s, none, or a Polyglot .bin file of your own) and an opening to practise: type any words of its name, and the game starts from its position.</source>
        <translation>Die erreichte Eröffnung steht über den Zügen, mit ECO-Code und Namen, und wird mit der Partie gespeichert. Ferz spielt seine Eröffnungen aus einem Buch solider Varianten: ein Anfänger kennt ein paar Züge der üblichen Eröffnungen, eine starke Stufe die Hauptvarianten weiter, volle Stärke das ganze Buch. Neue Partie wählt das Buch (das von Ferz, keines oder eine eigene Polyglot-.bin-Datei) und eine Eröffnung zum Üben: Tippen Sie beliebige Wörter ihres Namens, und die Partie beginnt in ihrer Stellung.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ending a game</source>
        <translation>Eine Partie beenden</translation>
    </message>
    <message>
        <source>Offer a draw, claim one when the rules allow, or resign, from the Game menu. The result is written at the end of the moves. Undo after a resignation or an agreed draw asks first, and plays on without the result.</source>
        <translation type="vanished">Im Menü „Partie“ bieten Sie Remis an, beanspruchen es, wenn die Regeln es erlauben, oder geben auf. Das Ergebnis steht am Ende der Züge. Rückgängig nach einer Aufgabe oder einem vereinbarten Remis fragt erst und spielt dann ohne das Ergebnis weiter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>Click a move in the list, or use the arrow keys, to see the position after it; Home and End go to the start and back to the game. A move played on the board in review becomes a variation. Analyse Game marks each move: ?! an inaccuracy, ? a mistake, ?? a blunder, with the reason and the better move as an arrow. Play from Here continues against the computer from the position on show.</source>
        <translation type="vanished">Klicken Sie einen Zug in der Liste an oder benutzen Sie die Pfeiltasten, um die Stellung danach zu sehen; Pos1 und Ende führen zum Anfang und zurück zur Partie. Ein Zug auf dem Brett beim Nachspielen wird eine Variante. „Partie analysieren“ bewertet jeden Zug: ?! Ungenauigkeit, ? Fehler, ?? grober Fehler, mit dem Grund und dem besseren Zug als Pfeil. „Von hier spielen“ spielt aus der gezeigten Stellung gegen den Computer weiter.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The analysis board</source>
        <translation>Das Analysebrett</translation>
    </message>
    <message>
        <source>Analysis Board (L), in the Game menu, shows the engine&apos;s best lines for the position on show, with the evaluation from White&apos;s side (+1.20 is good for White, #5 a mate in five), a bar beside the board and the best moves as arrows. It follows every step through the game; click a move of a line to add the line up to it as a variation. Choose the engine and the number of lines above them, threads and memory under ⋯. It is not available while you play against the computer.</source>
        <translation type="vanished">Das Analysebrett (L) im Menü Partie zeigt die besten Varianten der Engine für die gezeigte Stellung, mit der Bewertung aus Sicht von Weiß (+1.20 ist gut für Weiß, #5 ein Matt in fünf Zügen), einem Balken neben dem Brett und den besten Zügen als Pfeile. Es folgt jedem Schritt durch die Partie; ein Klick auf einen Zug einer Variante fügt die Variante bis zu ihm als Abspiel hinzu. Engine und Zahl der Varianten wählen Sie darüber, Threads und Speicher unter ⋯. Während einer Partie gegen den Computer steht es nicht zur Verfügung.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your notes</source>
        <translation>Ihre Notizen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment (Ctrl+K) writes your own comment on the move on show. The Moves menu, or a right click on a move, gives the move a glyph such as ! or ?, and the position after it one such as ±. Ctrl+Alt+Z undoes such an edit; they are saved with the game.</source>
        <translation>Kommentar (Strg+K) schreibt Ihren eigenen Kommentar zum gezeigten Zug. Das Menü „Züge“ oder ein Rechtsklick auf einen Zug gibt dem Zug ein Zeichen wie ! oder ? und der Stellung danach eines wie ±. Strg+Alt+Z macht eine solche Änderung rückgängig; alles wird mit der Partie gespeichert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drag with the right mouse button to draw an arrow; right-click a square to mark it. Green without a key, red with Shift, blue with Alt, yellow with Shift and Alt; the same again takes it away, a left click clears the board. By keys: X marks the framed square, V on one square and V on another draws an arrow, Delete clears. They belong to the move on show and are saved in its comment, as lichess and ChessBase save them. Export Diagram, in the File menu, writes the position on show with them as a PNG or SVG picture; Copy Position as Image, in the Edit menu, copies it.</source>
        <translation>Ziehen Sie mit der rechten Maustaste, um einen Pfeil zu zeichnen; ein Rechtsklick auf ein Feld markiert es. Grün ohne Taste, rot mit Umschalt, blau mit Alt, gelb mit Umschalt und Alt; dasselbe noch einmal nimmt es weg, ein Linksklick leert das Brett. Mit der Tastatur: X markiert das umrahmte Feld, V auf einem Feld und V auf einem anderen zeichnet einen Pfeil, Entf leert. Sie gehören zum gezeigten Zug und werden in seinem Kommentar gespeichert, wie lichess und ChessBase sie speichern. „Diagramm exportieren“ im Menü Datei schreibt die gezeigte Stellung mit ihnen als PNG- oder SVG-Bild; „Stellung als Bild kopieren“ im Menü Bearbeiten kopiert sie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your rating</source>
        <translation>Ihre Wertung</translation>
    </message>
    <message>
        <source>A game against Ferz at a level, from the usual start, counts for your rating (Glicko-2) when it ends without a move taken back or a hint; New Game says whether the game it sets up is rated. Each level counts at the Elo it measured in matches. The rating stands beside your name, with how sure it is (± one deviation); Games (Ctrl+L), Rating, shows its course, and New Game suggests a level for even chances and one a bit harder.</source>
        <translation type="vanished">Eine Partie gegen Ferz auf einer Stufe, aus der Grundstellung, zählt für Ihre Wertung (Glicko-2), wenn sie ohne Zugrücknahme und ohne Hinweis endet; Neue Partie sagt, ob die eingerichtete Partie gewertet wird. Jede Stufe zählt mit der Elo, die sie in Wettkämpfen gemessen hat. Die Wertung steht neben Ihrem Namen, mit ihrer Sicherheit (± eine Abweichung); Partien (Strg+L), Wertung, zeigt ihren Verlauf, und Neue Partie schlägt eine Stufe für gleiche Chancen und eine etwas stärkere vor.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each game, Ferz looks at your moves in the background and keeps each mistake and blunder as a position to train on; games you import under your names count too. Train (Ctrl+T) shows the positions due: find a better move. A move as good as the engine&apos;s is accepted; another is explained, and you may try again or see the solution. A position you solve comes back later and later; one you miss, the next day.</source>
        <translation>Nach jeder Partie sieht Ferz Ihre Züge im Hintergrund an und behält jeden Fehler und groben Fehler als Stellung zum Trainieren; Partien, die Sie unter Ihren Namen importieren, zählen auch. Trainieren (Strg+T) zeigt die fälligen Stellungen: Finden Sie einen besseren Zug. Ein Zug so gut wie der der Engine wird angenommen; ein anderer wird erklärt, und Sie können es noch einmal versuchen oder die Lösung sehen. Eine gelöste Stellung kommt immer später wieder, eine verfehlte am nächsten Tag.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your games</source>
        <translation>Ihre Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress is kept on disk after every move and comes back when Ferz starts again. Every game you play is kept in your game library: Games (Ctrl+L) lists them, to search, filter, sort by a column, open for review, export as PGN or delete. Import adds the games of PGN files, such as your lichess or chess.com exports; Your Names tells Ferz which player is you. ferz --import file.pgn does the same without a window. Save (Ctrl+S) writes a game as a PGN file; before the changes you made to a game of a file are replaced, Ferz asks.</source>
        <translation>Die laufende Partie wird nach jedem Zug gespeichert und kommt beim nächsten Start von Ferz zurück. Jede Partie, die Sie spielen, wird in Ihrer Partiensammlung aufbewahrt: Partien (Strg+L) listet sie auf, zum Suchen, Filtern, Sortieren nach einer Spalte, Öffnen zur Durchsicht, Exportieren als PGN oder Löschen. Importieren fügt die Partien von PGN-Dateien hinzu, etwa Ihre Exporte von lichess oder chess.com; Ihre Namen sagt Ferz, welcher Spieler Sie sind. ferz --import datei.pgn tut dasselbe ohne Fenster. Speichern (Strg+S) schreibt eine Partie in eine PGN-Datei; bevor Ihre Änderungen an einer Partie aus einer Datei ersetzt werden, fragt Ferz.</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <location filename="../app/library/library.cpp" line="+342"/>
        <location line="+79"/>
        <location line="+212"/>
        <source>it is not a Ferz library</source>
        <translation>es ist keine Sammlung von Ferz</translation>
    </message>
    <message>
        <location line="-264"/>
        <source>The folder of the game library, %1, cannot be made.</source>
        <translation>Der Ordner der Partiensammlung, %1, kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your game library %1 is from a newer Ferz, so this one leaves it untouched and keeps no games in it.</source>
        <translation>Ihre Sammlung %1 stammt von einem neueren Ferz; diese Version lässt sie unberührt und bewahrt keine Partien darin auf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another program keeps your game library %1 locked, so it is left untouched. Close that program and start Ferz again to use it.</source>
        <translation>Ein anderes Programm hält Ihre Sammlung %1 gesperrt; sie bleibt unberührt. Schließen Sie dieses Programm und starten Sie Ferz erneut.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game library %1 cannot be opened: %2</source>
        <translation>Die Partiensammlung %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>%1 cannot be moved aside</source>
        <translation>%1 kann nicht beiseitegelegt werden</translation>
    </message>
    <message>
        <location line="-278"/>
        <source>it was made by a newer Ferz</source>
        <translation>sie stammt von einer neueren Version von Ferz</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>the library&apos;s file or its folder is read-only</source>
        <translation>die Datei der Sammlung oder ihr Ordner ist schreibgeschützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another program is using the game library</source>
        <translation>ein anderes Programm benutzt die Sammlung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk could not be read or written</source>
        <translation>der Datenträger konnte nicht gelesen oder beschrieben werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the library&apos;s file is damaged</source>
        <translation>die Datei der Sammlung ist beschädigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the library&apos;s file cannot be opened</source>
        <translation>die Datei der Sammlung lässt sich nicht öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you are not allowed to use the library&apos;s file</source>
        <translation>Sie dürfen die Datei der Sammlung nicht verwenden</translation>
    </message>
    <message>
        <source>another program keeps it locked</source>
        <translation type="vanished">ein anderes Programm hält sie gesperrt</translation>
    </message>
    <message>
        <location line="+315"/>
        <source>it is damaged</source>
        <translation>sie ist beschädigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game library could not be used (%1). It was moved to %2, and a new library was made.</source>
        <translation>Ihre Partiensammlung konnte nicht verwendet werden (%1). Sie wurde nach %2 verschoben, und eine neue Sammlung wurde angelegt.</translation>
    </message>
    <message>
        <location filename="../app/library/librarystore.cpp" line="+41"/>
        <location line="+36"/>
        <source>the game library is not open</source>
        <translation>die Partiensammlung ist nicht geöffnet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>LibraryKeeper</name>
    <message>
        <location filename="../app/window/librarykeeper.cpp" line="+27"/>
        <source>Your games cannot be kept in the game library: %1</source>
        <translation>Ihre Partien können nicht in der Sammlung aufbewahrt werden: %1</translation>
    </message>
</context>
<context>
    <name>LibraryWindows</name>
    <message>
        <location filename="../app/window/librarywindows.cpp" line="+112"/>
        <source>It waits while you play.</source>
        <translation>Die Analyse wartet, solange Sie spielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It waits while the computer runs on its battery.</source>
        <translation>Die Analyse wartet, solange der Computer mit Akku läuft.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Games…</source>
        <translation>&amp;Partien…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Train…</source>
        <translation>&amp;Trainieren…</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>The games with this position are shown once the game has ended.</source>
        <translation>Die Partien mit dieser Stellung werden gezeigt, sobald die Partie beendet ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games of the library that reached the position on show, in any move order</source>
        <translation>Die Partien der Bibliothek, die die gezeigte Stellung erreicht haben, in beliebiger Zugfolge</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>after %1</source>
        <extracomment>Games with This Position: the position, in &quot;Games that reached the position %1&quot;.</extracomment>
        <translation>nach %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the start</source>
        <translation>am Anfang</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Games &amp;with This Position</source>
        <translation>Partien &amp;mit dieser Stellung</translation>
    </message>
</context>
<context>
    <name>LiveAnalysis</name>
    <message>
        <location filename="../app/game/liveanalysis.cpp" line="+117"/>
        <source>%1 does not play Chess960: Ferz analyses this game.</source>
        <translation>%1 spielt kein Chess960: Ferz analysiert diese Partie.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/window/mainwindow.cpp" line="+166"/>
        <source>Your game is back, as you left it, with the clocks paused. Press P to play on.</source>
        <translation>Ihre Partie ist zurück, wie Sie sie verlassen haben, mit angehaltenen Uhren. Drücken Sie P, um weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is back, as you left it.</source>
        <translation>Ihre Partie ist wieder da, so wie Sie sie verlassen haben.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The game cannot be kept safe on disk: %1</source>
        <translation>Die Partie kann nicht auf der Festplatte gesichert werden: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="vanished">Neue Partie</translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="vanished">Nachspielen</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation type="vanished">Analysieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Schließen</translation>
    </message>
    <message>
        <source>Claim draw</source>
        <translation type="vanished">Remis reklamieren</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation type="vanished">Weiterspielen</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation type="vanished">Zurück zur Partie</translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="vanished">OK</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>A new game. %1.</source>
        <translation>Eine neue Partie. %1.</translation>
    </message>
    <message>
        <source>Your move repeats the position a third time: you may claim a draw, or play on.</source>
        <translation type="vanished">Ihr Zug wiederholt die Stellung zum dritten Mal: Sie können Remis reklamieren oder weiterspielen.</translation>
    </message>
    <message>
        <source>Your move completes fifty moves without a capture or a pawn move: you may claim a draw, or play on.</source>
        <translation type="vanished">Mit Ihrem Zug sind fünfzig Züge ohne Schlagen und ohne Bauernzug gespielt: Sie können Remis reklamieren oder weiterspielen.</translation>
    </message>
    <message>
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation type="vanished">Diese Stellung ist dreimal aufgetreten: Sie können Remis reklamieren.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation type="vanished">Fünfzig Züge ohne Schlagen und ohne Bauernzug: Sie können Remis reklamieren.</translation>
    </message>
    <message>
        <source>Paused: press P to play on</source>
        <translation type="vanished">Angehalten: P drücken, um weiterzuspielen</translation>
    </message>
    <message>
        <source>You may claim a draw: the computer waits until you claim or play on</source>
        <translation type="vanished">Sie können Remis reklamieren: Der Computer wartet, bis Sie reklamieren oder weiterspielen</translation>
    </message>
    <message>
        <source>From a file, White to move: a move plays on against %1</source>
        <translation type="vanished">Aus einer Datei, Weiß am Zug: Ein Zug spielt sie weiter gegen %1</translation>
    </message>
    <message>
        <source>From a file, Black to move: a move plays on against %1</source>
        <translation type="vanished">Aus einer Datei, Schwarz am Zug: Ein Zug spielt sie weiter gegen %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="vanished">Weiß am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="vanished">Schwarz am Zug</translation>
    </message>
    <message>
        <source>Your move (White)</source>
        <translation type="vanished">Sie sind am Zug (Weiß)</translation>
    </message>
    <message>
        <source>Your move (Black)</source>
        <translation type="vanished">Sie sind am Zug (Schwarz)</translation>
    </message>
    <message>
        <source>White (the computer) to move</source>
        <translation type="vanished">Weiß (Computer) ist am Zug</translation>
    </message>
    <message>
        <source>Black (the computer) to move</source>
        <translation type="vanished">Schwarz (Computer) ist am Zug</translation>
    </message>
    <message>
        <source> — the white king is in check</source>
        <translation type="vanished"> – der weiße König steht im Schach</translation>
    </message>
    <message>
        <source> — the black king is in check</source>
        <translation type="vanished"> – der schwarze König steht im Schach</translation>
    </message>
    <message>
        <location line="+380"/>
        <source>Ferz cannot speak: no speech engine is installed. Install speech-dispatcher (or Qt&apos;s flite plugin), or use a screen reader.</source>
        <translation>Ferz kann nicht sprechen: Es ist keine Sprachausgabe installiert. Installieren Sie speech-dispatcher (oder das flite-Modul von Qt), oder verwenden Sie einen Bildschirmleser.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../app/window/menus.cpp" line="+27"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Moves</source>
        <translation>&amp;Züge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Library</source>
        <translation>B&amp;ibliothek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw?</source>
        <translation>Remis?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
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
        <translation>Die Züge der Partie; die Pfeiltasten blättern durch sie</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Move %1, %2</source>
        <extracomment>A move of the move list as a screen reader says it: &quot;Move 12, Black: knight from g8 to f6.&quot;</extracomment>
        <translation>Zug %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Variation: %1</source>
        <extracomment>A move of a variation: &quot;Variation: Move 12, …&quot;</extracomment>
        <translation>Variante: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/dialogs/newgamedialog.cpp" line="+50"/>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ferz</source>
        <translation>Ferz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another person, at this board</source>
        <translation>Eine andere Person, an diesem Brett</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The other player</source>
        <translation>Die andere Person</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the board towards the side to move</source>
        <translation>Das Brett zur Seite am Zug drehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+112"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 min + %2 s a move</source>
        <translation>%1 Min. + %2 Sek. pro Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other</source>
        <translation>Andere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes for the game; 0: no clock</source>
        <translation>Minuten für die Partie; 0: keine Uhr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> s a move</source>
        <translation> s pro Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+136"/>
        <source>Seconds added after each move</source>
        <translation>Sekunden, die nach jedem Zug hinzukommen</translation>
    </message>
    <message>
        <location line="-126"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ferz&apos;s book</source>
        <translation>Ferz&apos; Eröffnungsbuch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No book</source>
        <translation>Kein Buch</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Other book file…</source>
        <translation>Andere Buchdatei…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The opening moves the computer knows: Ferz&apos;s own book, none, or a Polyglot book file (.bin)</source>
        <translation>Die Eröffnungszüge, die der Computer kennt: Ferz&apos; eigenes Buch, keines oder eine Polyglot-Buchdatei (.bin)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>None: the usual start</source>
        <translation>Keine: der übliche Anfang</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No opening&apos;s name holds “%1”. Try fewer letters, or its ECO code.</source>
        <translation>Keine Eröffnung hat „%1“ im Namen. Versuchen Sie weniger Buchstaben oder ihren ECO-Code.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start from a named opening: its moves are played, and the game goes on from there. Type part of its name to find it.</source>
        <translation>Mit einer benannten Eröffnung beginnen: ihre Züge werden gespielt, und die Partie geht von dort weiter. Tippen Sie einen Teil ihres Namens, um sie zu finden.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Standard chess</source>
        <translation>Normales Schach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess960 (Fischer random chess): the pieces of the back rank start on one of 960 arrangements, the same for both sides; castling puts king and rook on their usual squares</source>
        <translation>Chess960 (Fischer-Random-Schach): Die Figuren der Grundreihe beginnen in einer von 960 Anordnungen, für beide Seiten gleich; die Rochade stellt König und Turm auf ihre gewohnten Felder</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The start position&apos;s number, 0 to 959 (518 is the standard one), or Random: a new one each game, shown above the moves</source>
        <translation>Die Nummer der Ausgangsstellung, 0 bis 959 (518 ist die normale), oder Zufällig: in jeder Partie eine neue, über den Zügen angezeigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess960 start position</source>
        <translation>Chess960-Ausgangsstellung</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Standard start position</source>
        <translation>Normale Ausgangsstellung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your name:</source>
        <translation>Ihr Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their name:</source>
        <translation>Name der anderen Person:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play:</source>
        <translation>Sie spielen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level:</source>
        <translation>Spielstärke des Computers:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For you:</source>
        <translation>Für Sie:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opening book:</source>
        <translation>Eröffnungsbuch:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Clock:</source>
        <translation>Bedenkzeit:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minutes for each player</source>
        <translation>Minuten für jeden Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start position:</source>
        <translation>Ausgangsstellung:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Practise an opening:</source>
        <translation>Eine Eröffnung üben:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start position (FEN):</source>
        <translation>Ausgangsstellung (FEN):</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Choose an opening book</source>
        <translation>Eröffnungsbuch wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polyglot opening books (*.bin);;All files (*)</source>
        <translation>Polyglot-Eröffnungsbücher (*.bin);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>a new position each game</source>
        <translation>in jeder Partie eine neue Stellung</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Rated: the result moves your rating. Taking back a move or asking for a hint makes the game unrated.</source>
        <translation>Gewertet: Das Ergebnis bewegt Ihre Wertung. Eine Zugrücknahme oder ein Hinweis macht die Partie ungewertet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not rated: only Ferz&apos;s levels are measured.</source>
        <translation>Nicht gewertet: Nur die Stufen von Ferz sind gemessen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated: two people play.</source>
        <translation>Nicht gewertet: Zwei Menschen spielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated: the opening to practise is chosen, not played.</source>
        <translation>Nicht gewertet: Die Eröffnung zum Üben ist gewählt, nicht gespielt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated: Chess960 games do not count for your rating (the levels are measured in standard chess).</source>
        <translation>Nicht gewertet: Chess960-Partien zählen nicht für Ihre Wertung (die Stufen sind im normalen Schach gemessen).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated: the game starts from a set-up position.</source>
        <translation>Nicht gewertet: Die Partie beginnt mit einer aufgebauten Stellung.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: about even</source>
        <translation>%1: etwa gleich stark</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a bit harder</source>
        <translation>%1: etwas stärker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your rating is %1 ± %2.</source>
        <translation>Ihre Wertung ist %1 ± %2.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>None: two people play</source>
        <translation>Keine: zwei Personen spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set by the engine&apos;s options (Engines…)</source>
        <translation>Durch die Optionen der Engine (Engines…)</translation>
    </message>
</context>
<context>
    <name>OpeningBook</name>
    <message>
        <location filename="../app/game/openingbook.cpp" line="+20"/>
        <source>%1 cannot be used as an opening book: %2.</source>
        <translation>%1 kann nicht als Eröffnungsbuch verwendet werden: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ferz&apos;s book</source>
        <translation>Ferz&apos; Eröffnungsbuch</translation>
    </message>
</context>
<context>
    <name>OpeningTree</name>
    <message>
        <location filename="../app/window/openingtree.cpp" line="+51"/>
        <source>Opening &amp;Tree</source>
        <translation>&amp;Eröffnungsbaum</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>The game ended in this position, so no move is played after it here. Step back through the game to play a move as a variation.</source>
        <translation>Die Partie endete in dieser Stellung, daher wird hier kein Zug danach gespielt. Gehen Sie in der Partie zurück, um einen Zug als Variante zu spielen.</translation>
    </message>
</context>
<context>
    <name>OpeningTreeModel</name>
    <message>
        <location filename="../app/window/openingtreemodel.cpp" line="+147"/>
        <source>1 game</source>
        <translation>1 Partie</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1 draw</source>
        <translation>1 Remis</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n draws</source>
        <translation>
            <numerusform>%n Remis</numerusform>
            <numerusform>%n Remis</numerusform>
        </translation>
    </message>
    <message>
        <location line="-2"/>
        <source>White scores %1 percent</source>
        <translation>Weiß erzielt %1 Prozent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black scores %1 percent</source>
        <translation>Schwarz erzielt %1 Prozent</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>last played %1</source>
        <translation>zuletzt gespielt %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>in the book, %1 percent</source>
        <translation>im Buch, %1 Prozent</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last</source>
        <translation>Zuletzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Book</source>
        <translation>Buch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move played from the position on show</source>
        <translation>Der Zug, der in der gezeigten Stellung gespielt wurde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games of the library that played it</source>
        <translation>Die Partien der Sammlung, in denen er gespielt wurde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The score of the side to move with it</source>
        <translation>Das Ergebnis der Seite am Zug damit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its draws</source>
        <translation>Seine Remis</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last date it was played</source>
        <translation>Das letzte Datum, an dem er gespielt wurde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its share of the opening book&apos;s weight</source>
        <translation>Sein Anteil am Gewicht des Eröffnungsbuchs</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>in the book, less than 1 percent</source>
        <translation>im Buch, weniger als 1 Prozent</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>in your repertoire as White and as Black</source>
        <translation>in Ihrem Repertoire als Weiß und als Schwarz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in your repertoire as White</source>
        <translation>in Ihrem Repertoire als Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in your repertoire as Black</source>
        <translation>in Ihrem Repertoire als Schwarz</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>in your repertoire</source>
        <translation>in Ihrem Repertoire</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A star: the move is in your repertoire</source>
        <translation>Ein Stern: Der Zug ist in Ihrem Repertoire</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Opp.</source>
        <translation>Gegn.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The opponents&apos; average rating: Ferz&apos;s level in the games it played, else the rating of the side not to move</source>
        <translation>Die mittlere Wertung der Gegner: Ferz’ Stufe in seinen Partien, sonst die Wertung der Seite, die nicht am Zug ist</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>opponents&apos; average rating %1</source>
        <translation>mittlere Wertung der Gegner %1</translation>
    </message>
</context>
<context>
    <name>OpeningTreePanel</name>
    <message>
        <location filename="../app/window/openingtreepanel.cpp" line="+126"/>
        <source>Reading the library…</source>
        <translation>Die Sammlung wird gelesen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game of the library went on from this position, and the book has no move here.</source>
        <translation>Keine Partie der Sammlung ging von dieser Stellung aus weiter, und das Buch hat hier keinen Zug.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>All games</source>
        <translation>Alle Partien</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My games</source>
        <translation>Meine Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mine as White</source>
        <translation>Meine mit Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mine as Black</source>
        <translation>Meine mit Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imported</source>
        <translation>Importierte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A player&apos;s games</source>
        <translation>Partien eines Spielers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games in the opening tree</source>
        <translation>Partien im Eröffnungsbaum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player&apos;s name</source>
        <translation>Name des Spielers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening tree</source>
        <translation>Eröffnungsbaum</translation>
    </message>
    <message>
        <source>The moves played from the position on show in the library&apos;s games, and the book&apos;s. Enter plays the move.</source>
        <translation type="vanished">Die Züge, die in den Partien der Sammlung aus der gezeigten Stellung gespielt wurden, und die des Buchs. Enter spielt den Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The moves played from the position on show in the library&apos;s games, and the book&apos;s. Enter plays the move; Insert adds it to your repertoire for the side to move, Shift+Insert for the other side, Delete takes it out.</source>
        <translation>Die Züge, die in den Partien der Sammlung aus der gezeigten Stellung gespielt wurden, und die des Buchs. Enter spielt den Zug. Einfg fügt ihn Ihrem Repertoire für die Seite am Zug hinzu, Umschalt+Einfg für die andere Seite, Entf nimmt ihn heraus.</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Add to My Repertoire as White</source>
        <translation>Zu meinem Repertoire als Weiß hinzufügen</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>The game library cannot be used now, and the book has no move here.</source>
        <translation>Die Partiensammlung kann jetzt nicht benutzt werden, und das Buch hat hier keinen Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game library cannot be used now, so only the book&apos;s moves are shown.</source>
        <translation>Die Partiensammlung kann jetzt nicht benutzt werden, daher werden nur die Züge des Buchs gezeigt.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Add to My Repertoire as Black</source>
        <translation>Zu meinem Repertoire als Schwarz hinzufügen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove from My Repertoire</source>
        <translation>Aus meinem Repertoire entfernen</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../app/game/outcome.cpp" line="+222"/>
        <source>Checkmate — White wins</source>
        <translation>Schachmatt – Weiß gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkmate — Black wins</source>
        <translation>Schachmatt – Schwarz gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by stalemate</source>
        <translation>Remis durch Patt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw: neither side can mate</source>
        <translation>Remis: Keine Seite kann mattsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by fivefold repetition</source>
        <translation>Remis durch fünffache Stellungswiederholung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 75-move rule</source>
        <translation>Remis nach der 75-Züge-Regel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation>Remis durch dreifache Stellungswiederholung, vom Computer reklamiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by threefold repetition, claimed by you</source>
        <translation>Remis durch dreifache Stellungswiederholung, von Ihnen reklamiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by threefold repetition, claimed by White</source>
        <translation>Remis durch dreifache Stellungswiederholung, von Weiß reklamiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by threefold repetition, claimed by Black</source>
        <translation>Remis durch dreifache Stellungswiederholung, von Schwarz reklamiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation>Remis nach der 50-Züge-Regel, vom Computer reklamiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation>Remis nach der 50-Züge-Regel, von Ihnen reklamiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 50-move rule, claimed by White</source>
        <translation>Remis nach der 50-Züge-Regel, von Weiß reklamiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 50-move rule, claimed by Black</source>
        <translation>Remis nach der 50-Züge-Regel, von Schwarz reklamiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White resigns — Black wins</source>
        <translation>Weiß gibt auf – Schwarz gewinnt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black resigns — White wins</source>
        <translation>Schwarz gibt auf – Weiß gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by agreement</source>
        <translation>Remis durch Einigung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White ran out of time — Black wins</source>
        <translation>Weiß hat die Zeit überschritten – Schwarz gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black ran out of time — White wins</source>
        <translation>Schwarz hat die Zeit überschritten – Weiß gewinnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation>Weiß hat die Zeit überschritten, aber Schwarz kann nicht mattsetzen – Remis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation>Schwarz hat die Zeit überschritten, aber Weiß kann nicht mattsetzen – Remis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White won (as recorded in the game)</source>
        <translation>Weiß hat gewonnen (laut Partienotation)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black won (as recorded in the game)</source>
        <translation>Schwarz hat gewonnen (laut Partienotation)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn (as recorded in the game)</source>
        <translation>Remis (laut Partienotation)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped without a result: the game does not count</source>
        <translation>Ohne Ergebnis abgebrochen: Die Partie zählt nicht</translation>
    </message>
</context>
<context>
    <name>PenWords</name>
    <message>
        <location filename="../app/board/pen.cpp" line="+59"/>
        <source>green</source>
        <extracomment>The colours of the arrows and marked squares a player draws on the board.</extracomment>
        <translation>grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Arrow from %1 to %2, %3.</source>
        <extracomment>Said when the player draws an arrow: &quot;Arrow from e2 to e4, green.&quot;</extracomment>
        <translation>Pfeil von %1 nach %2, %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrow from %1 to %2 removed.</source>
        <extracomment>Said when the player takes an arrow off the board.</extracomment>
        <translation>Pfeil von %1 nach %2 entfernt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 marked %2.</source>
        <extracomment>Said when the player marks a square: &quot;e4 marked green.&quot;</extracomment>
        <translation>%1 %2 markiert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark on %1 removed.</source>
        <extracomment>Said when the player takes the mark off a square.</extracomment>
        <translation>Markierung auf %1 entfernt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrows and marks cleared.</source>
        <translation>Pfeile und Markierungen entfernt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Arrow from %1: press V on the square it goes to.</source>
        <extracomment>Said after V on a square: the arrow starts there; V on another square draws it.</extracomment>
        <translation>Pfeil von %1: drücken Sie V auf dem Feld, zu dem er führt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>marked %1</source>
        <extracomment>What a square&apos;s cell says of its mark: &quot;marked red&quot;.</extracomment>
        <translation>%1 markiert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>arrow to %1, %2</source>
        <extracomment>What a square&apos;s cell says of an arrow that starts there: &quot;arrow to e4, green&quot;.</extracomment>
        <translation>Pfeil nach %1, %2</translation>
    </message>
</context>
<context>
    <name>PlayerStrip</name>
    <message>
        <location filename="../app/window/playerstrip.cpp" line="+46"/>
        <location line="+166"/>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, rating %3</source>
        <translation>%1, %2, Wertung %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your rating, provisional until it is surer. Rated games: %1.</source>
        <translation>Ihre Wertung, vorläufig, bis sie sicherer ist. Gewertete Partien: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your rating. Rated games: %1.</source>
        <translation>Ihre Wertung. Gewertete Partien: %1.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>White&apos;s clock</source>
        <translation>Uhr von Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s clock</source>
        <translation>Uhr von Schwarz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, little time left</source>
        <translation>%1: %2, wenig Zeit übrig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../app/dialogs/positioneditor.cpp" line="+52"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Up a Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag pieces onto the board from the trays; or type the position in the FEN field</source>
        <translation>Ziehen Sie Figuren aus den Ablagen aufs Brett oder geben Sie die Stellung im FEN-Feld ein</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Erase</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take pieces off the board (or right-click a piece)</source>
        <translation>Figuren vom Brett nehmen (oder Rechtsklick auf eine Figur)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Clear Board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start Position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>White O-O</source>
        <translation>Weiß O-O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White O-O-O</source>
        <translation>Weiß O-O-O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black O-O</source>
        <translation>Schwarz O-O</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black O-O-O</source>
        <translation>Schwarz O-O-O</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Play from Here</source>
        <translation>Von hier spielen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>To move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castling:</source>
        <translation>Rochade:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>En passant:</source>
        <translation>En passant:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../app/game/preferences.cpp" line="+158"/>
        <location line="+6"/>
        <source>Full strength</source>
        <translation>Volle Spielstärke</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1 Elo</source>
        <translation>%1 Elo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>full strength</source>
        <translation>volle Spielstärke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>casual player</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>club player</source>
        <translation>Vereinsspieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>strong club player</source>
        <translation>starker Vereinsspieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Elo — %2</source>
        <translation>%1 Elo – %2</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <location filename="../app/window/printactions.cpp" line="+53"/>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>E&amp;xport as PDF…</source>
        <translation>Als PDF e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Print Game</source>
        <translation>Partie drucken</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+6"/>
        <source>Export as PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be written: %1</source>
        <translation>Die Partie konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was written to %1.</source>
        <translation>Die Partie wurde nach %1 geschrieben.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the file could not be made</source>
        <translation>die Datei konnte nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <location filename="../app/dialogs/puzzlepage.cpp" line="+125"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;Solution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Puzzle</source>
        <translation>Nä&amp;chste Aufgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Results…</source>
        <translation>Ergebnisse &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle board</source>
        <translation>Aufgabenbrett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Theme</source>
        <translation>Thema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The course of your puzzle rating</source>
        <translation>Der Verlauf Ihrer Aufgabenwertung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any theme</source>
        <translation>Jedes Thema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mate in 1</source>
        <translation>Matt in 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mate in 2</source>
        <translation>Matt in 2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mate in 3</source>
        <translation>Matt in 3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mate in 4</source>
        <translation>Matt in 4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mate in 5</source>
        <translation>Matt in 5</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hanging piece</source>
        <translation>Hängende Figur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fork</source>
        <translation>Gabel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pin</source>
        <translation>Fesselung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skewer</source>
        <translation>Spieß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discovered attack</source>
        <translation>Abzugsangriff</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Promotion</source>
        <translation>Umwandlung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back rank</source>
        <translation>Grundreihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endgame</source>
        <translation>Endspiel</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Opening the game library…</source>
        <translation>Die Partiensammlung wird geöffnet…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Puzzle rating: %1 ± %2.</source>
        <translation>Aufgabenwertung: %1 ± %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles: %1, solved %2. Streak: %3.</source>
        <translation>Aufgaben: %1, gelöst %2. Serie: %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed puzzles due again: %1.</source>
        <translation>Verpasste Aufgaben, wieder fällig: %1.</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>No puzzle left to try.</source>
        <translation>Keine Aufgabe mehr übrig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The puzzle set could not be read.</source>
        <translation>Die Aufgabensammlung konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have tried every puzzle of this theme. Choose another theme; the puzzles you missed come back when they are due.</source>
        <translation>Sie haben jede Aufgabe dieses Themas versucht. Wählen Sie ein anderes Thema; die verpassten Aufgaben kommen wieder, wenn sie fällig sind.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Puzzle %1, rated %2: %3.</source>
        <translation>Aufgabe %1, Wertung %2: %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: find the best move for White.</source>
        <translation>Sie sind am Zug: Finden Sie den besten Zug für Weiß.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: find the best move for Black.</source>
        <translation>Sie sind am Zug: Finden Sie den besten Zug für Schwarz.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Yes: %1. The answer: %2. Keep going.</source>
        <translation>Ja: %1. Die Antwort: %2. Weiter so.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Checking %1…</source>
        <translation>%1 wird geprüft…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>gives away %1 points of your winning chances</source>
        <translation>verschenkt %1 Punkte Ihrer Gewinnchancen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not the move: %1 is good, but there is a stronger one. Try again, or see the solution.</source>
        <translation>Nicht der Zug: %1 ist gut, aber es gibt einen stärkeren. Versuchen Sie es noch einmal, oder sehen Sie die Lösung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not the move: %1 %2. Try again, or see the solution.</source>
        <translation>Nicht der Zug: %1 %2. Versuchen Sie es noch einmal, oder sehen Sie die Lösung.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved, with help: it counts as missed.</source>
        <translation>Gelöst, mit Hilfe: Das zählt als verpasst.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Hint: move the piece on %1.</source>
        <translation>Tipp: Ziehen Sie die Figur auf %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: %1.</source>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The solution: %1</source>
        <translation>Die Lösung: %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+6"/>
        <source>Export Puzzle Results</source>
        <translation>Aufgabenergebnisse exportieren</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The results could not be written to %1: %2</source>
        <translation>Die Ergebnisse konnten nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="-349"/>
        <source>From %1 after the first puzzle to %2 ± %3 after puzzle %4.</source>
        <translation>Von %1 nach der ersten Aufgabe bis %2 ± %3 nach Aufgabe %4.</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>&amp;Theme:</source>
        <translation>T&amp;hema:</translation>
    </message>
</context>
<context>
    <name>RatingGraph</name>
    <message>
        <location filename="../app/dialogs/ratinggraph.cpp" line="+21"/>
        <source>Rating history</source>
        <translation>Verlauf der Wertung</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No rated games yet.</source>
        <translation>Noch keine gewerteten Partien.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From %1 after the first rated game to %2 ± %3 after game %4.</source>
        <translation>Von %1 nach der ersten gewerteten Partie bis %2 ± %3 nach Partie %4.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Your rating appears here after your first rated game.</source>
        <translation>Ihre Wertung erscheint hier nach Ihrer ersten gewerteten Partie.</translation>
    </message>
</context>
<context>
    <name>RatingPage</name>
    <message>
        <location filename="../app/dialogs/librarypages.cpp" line="+37"/>
        <source>Your rating</source>
        <translation>Ihre Wertung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no rated games yet. A game counts for your rating when you play Ferz at a level, from the usual start, without taking back a move or asking for a hint, to its end.</source>
        <translation>Sie haben noch keine gewerteten Partien. Eine Partie zählt für Ihre Wertung, wenn Sie gegen Ferz auf einer Stufe spielen, aus der Grundstellung, ohne Zugrücknahme oder Hinweis, bis zu ihrem Ende.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your rating: %1 ± %2, provisional until it is surer.</source>
        <translation>Ihre Wertung: %1 ± %2, vorläufig, bis sie sicherer ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your rating: %1 ± %2.</source>
        <translation>Ihre Wertung: %1 ± %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rated games: %1 (won %2, drawn %3, lost %4). The last one: %5.</source>
        <translation>Gewertete Partien: %1 (%2 gewonnen, %3 remis, %4 verloren). Die letzte: %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your strength is likely within the band around the line. Each of Ferz&apos;s levels counts at the Elo it measured in matches.</source>
        <translation>Ihre Spielstärke liegt wahrscheinlich im Band um die Linie. Jede Stufe von Ferz zählt mit der Elo, die sie in Wettkämpfen gemessen hat.</translation>
    </message>
</context>
<context>
    <name>RecordActions</name>
    <message>
        <location filename="../app/window/recordactions.cpp" line="+54"/>
        <source>Glyph on %1</source>
        <translation>Zeichen bei %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Promote Variation</source>
        <translation>Variante &amp;hochstufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete from Here</source>
        <translation>Ab hier &amp;löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Comment…</source>
        <translation>&amp;Kommentar…</translation>
    </message>
    <message>
        <source>Undo Comment or &amp;Glyph</source>
        <translation type="vanished">Kommentar oder &amp;Zeichen rückgängig</translation>
    </message>
    <message>
        <source>Redo Comment or G&amp;lyph</source>
        <translation type="vanished">Kommentar oder Zei&amp;chen wiederholen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Analyse Game</source>
        <translation>Partie anal&amp;ysieren</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Analysis done.</source>
        <translation>Analyse abgeschlossen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analysis stopped.</source>
        <translation>Analyse abgebrochen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis stopped: %1</source>
        <translation>Analyse abgebrochen: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <location line="+25"/>
        <location line="+21"/>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drawing on %1</source>
        <translation>Zeichnung zu %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawing on the start position</source>
        <translation>Zeichnung auf der Anfangsstellung</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Comment on %1:</source>
        <translation>Kommentar zu %1:</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Undo &amp;Annotation</source>
        <translation>&amp;Anmerkung rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo Annotatio&amp;n</source>
        <translation>Anmerkung wieder&amp;holen</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Comment before the first move:</source>
        <translation>Kommentar vor dem ersten Zug:</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%Ln characters: shown whole, but too long to edit here.</source>
        <translation>
            <numerusform>%Ln Zeichen: ganz gezeigt, aber zu lang, um sie hier zu bearbeiten.</numerusform>
            <numerusform>%Ln Zeichen: ganz gezeigt, aber zu lang, um sie hier zu bearbeiten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Remove the Comment</source>
        <translation>Kommentar &amp;entfernen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Comment on %1</source>
        <translation>Kommentar zu %1</translation>
    </message>
</context>
<context>
    <name>RepertoireActions</name>
    <message>
        <location filename="../app/window/repertoireactions.cpp" line="+44"/>
        <source>Add Line to Repertoire as &amp;White</source>
        <translation>Variante zum Repertoire als &amp;Weiß hinzufügen</translation>
    </message>
    <message>
        <source>Add Line to Repertoire as &amp;Black</source>
        <translation type="vanished">Variante zum Repertoire als &amp;Schwarz hinzufügen</translation>
    </message>
    <message>
        <source>Import Repertoire…</source>
        <translation type="vanished">Repertoire importieren…</translation>
    </message>
    <message>
        <source>Export Repertoire…</source>
        <translation type="vanished">Repertoire exportieren…</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+16"/>
        <location line="+13"/>
        <source>The game library is not open.</source>
        <translation>Die Partiensammlung ist nicht geöffnet.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Your repertoire cannot be kept: %1</source>
        <translation>Ihr Repertoire kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The line is in your repertoire as White already.</source>
        <translation>Die Variante ist schon in Ihrem Repertoire als Weiß.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The line is in your repertoire as Black already.</source>
        <translation>Die Variante ist schon in Ihrem Repertoire als Schwarz.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Added to your repertoire as White: %n new moves.</source>
        <translation>
            <numerusform>Zu Ihrem Repertoire als Weiß hinzugefügt: %n neuer Zug.</numerusform>
            <numerusform>Zu Ihrem Repertoire als Weiß hinzugefügt: %n neue Züge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Added to your repertoire as Black: %n new moves.</source>
        <translation>
            <numerusform>Zu Ihrem Repertoire als Schwarz hinzugefügt: %n neuer Zug.</numerusform>
            <numerusform>Zu Ihrem Repertoire als Schwarz hinzugefügt: %n neue Züge.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The move is not in your repertoire.</source>
        <translation>Der Zug ist nicht in Ihrem Repertoire.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Taken out of your repertoire: %n moves.</source>
        <translation>
            <numerusform>Aus Ihrem Repertoire entfernt: %n Zug.</numerusform>
            <numerusform>Aus Ihrem Repertoire entfernt: %n Züge.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+5"/>
        <location line="+9"/>
        <location line="+17"/>
        <source>Import Repertoire</source>
        <translation>Repertoire importieren</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Are these your lines as White or as Black?</source>
        <translation>Sind das Ihre Varianten als Weiß oder als Schwarz?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As &amp;White</source>
        <translation>Als &amp;Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As &amp;Black</source>
        <translation>Als &amp;Schwarz</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 holds no game that can be read: %2</source>
        <translation>%1 enthält keine lesbare Partie: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no game.</source>
        <translation>%1 enthält keine Partie.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Repertoire imported: %n new moves.</source>
        <translation>
            <numerusform>Repertoire importiert: %n neuer Zug.</numerusform>
            <numerusform>Repertoire importiert: %n neue Züge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n games could not be read; the first: %1</source>
        <translation>
            <numerusform>%n Partie konnte nicht gelesen werden: %1</numerusform>
            <numerusform>%n Partien konnten nicht gelesen werden; die erste: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+6"/>
        <location line="+6"/>
        <source>Export Repertoire</source>
        <translation>Repertoire exportieren</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Your repertoire is empty: add lines from the opening tree or the move list first.</source>
        <translation>Ihr Repertoire ist leer: Fügen Sie zuerst Varianten aus dem Eröffnungsbaum oder der Zugliste hinzu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>repertoire.pgn</source>
        <translation>repertoire.pgn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Repertoire exported to %1.</source>
        <translation>Repertoire exportiert nach %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You left your repertoire at %1; your line is %2.</source>
        <translation>Sie haben Ihr Repertoire mit %1 verlassen; Ihre Variante ist %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left your repertoire at %1; your lines are %2.</source>
        <translation>Sie haben Ihr Repertoire mit %1 verlassen; Ihre Varianten sind %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponent left your repertoire at %1; your line prepares %2.</source>
        <translation>Ihr Gegner hat Ihr Repertoire mit %1 verlassen; Ihre Variante bereitet %2 vor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponent left your repertoire at %1; your lines prepare %2.</source>
        <translation>Ihr Gegner hat Ihr Repertoire mit %1 verlassen; Ihre Varianten bereiten %2 vor.</translation>
    </message>
    <message>
        <location line="-164"/>
        <source>Added to your repertoire as White: 1 new move.</source>
        <translation>Zu Ihrem Repertoire als Weiß hinzugefügt: 1 neuer Zug.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Add Line to Repertoire as Blac&amp;k</source>
        <translation>Variante zum Repertoire als &amp;Schwarz hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import Repertoire…</source>
        <translation>Repertoire &amp;importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Repertoire…</source>
        <translation>Repertoire &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Added to your repertoire as Black: 1 new move.</source>
        <translation>Zu Ihrem Repertoire als Schwarz hinzugefügt: 1 neuer Zug.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Taken out of your repertoire: 1 move.</source>
        <translation>Aus Ihrem Repertoire entfernt: 1 Zug.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Repertoire imported: 1 new move.</source>
        <translation>Repertoire importiert: 1 neuer Zug.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 game could not be read: %1</source>
        <translation>1 Partie konnte nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>RepertoireDrill</name>
    <message>
        <source>Show the &amp;Move</source>
        <translation type="vanished">&amp;Zug zeigen</translation>
    </message>
    <message>
        <location filename="../app/dialogs/repertoiredrill.cpp" line="+90"/>
        <source>Next &amp;Line</source>
        <translation>Nächste &amp;Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repertoire board</source>
        <translation>Repertoirebrett</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Yes: %1.</source>
        <translation>Ja: %1.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 is not your line: your repertoire plays %2. Play it.</source>
        <translation>%1 ist nicht Ihre Variante: Ihr Repertoire spielt %2. Spielen Sie ihn.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your repertoire plays %1.</source>
        <translation>Ihr Repertoire spielt %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Line done, without a wrong move. It comes back in %n days.</source>
        <translation>
            <numerusform>Variante geschafft, ohne falschen Zug. Sie kommt in %n Tag wieder.</numerusform>
            <numerusform>Variante geschafft, ohne falschen Zug. Sie kommt in %n Tagen wieder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Line done. It comes back in %n days.</source>
        <translation>
            <numerusform>Variante geschafft. Sie kommt in %n Tag wieder.</numerusform>
            <numerusform>Variante geschafft. Sie kommt in %n Tagen wieder.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opening the game library…</source>
        <translation>Die Partiensammlung wird geöffnet…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lines of your repertoire due now: %1 of %2.</source>
        <translation>Jetzt fällige Varianten Ihres Repertoires: %1 von %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No line of your repertoire is due.</source>
        <translation>Keine Variante Ihres Repertoires ist fällig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add lines from the opening tree (Insert), from the move list&apos;s menu (Add Line to Repertoire) or from a PGN file (Library → Import Repertoire…). Ferz plays your opponent&apos;s moves of each line, and you answer with yours.</source>
        <translation>Fügen Sie Varianten aus dem Eröffnungsbaum (Einfg), aus dem Menü der Zugliste (Variante zum Repertoire hinzufügen) oder aus einer PGN-Datei (Bibliothek → Repertoire importieren…) hinzu. Ferz spielt die Züge Ihres Gegners in jeder Variante, und Sie antworten mit Ihren.</translation>
    </message>
    <message>
        <source>Add lines from the opening tree (Insert), from the move list&apos;s menu (Add Line to Repertoire) or from a PGN file (Game → Import Repertoire…). Ferz plays your opponent&apos;s moves of each line, and you answer with yours.</source>
        <translation type="vanished">Fügen Sie Varianten aus dem Eröffnungsbaum (Einfg), aus dem Menü der Zugliste (Variante zum Repertoire hinzufügen) oder aus einer PGN-Datei (Partie → Repertoire importieren…) hinzu. Ferz spielt die Züge Ihres Gegners in jeder Variante, und Sie antworten mit Ihren.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line done.</source>
        <translation>Variante geschafft.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your repertoire as White: your move.</source>
        <translation>Ihr Repertoire als Weiß: Sie sind am Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your repertoire as Black: your move.</source>
        <translation>Ihr Repertoire als Schwarz: Sie sind am Zug.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Line done, without a wrong move. It comes back in 1 day.</source>
        <translation>Variante geschafft, ohne falschen Zug. Sie kommt in 1 Tag wieder.</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>&amp;Show the Move</source>
        <translation>&amp;Zug zeigen</translation>
    </message>
    <message>
        <location line="+169"/>
        <source>Line done. It comes back in 1 day.</source>
        <translation>Variante geschafft. Sie kommt in 1 Tag wieder.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Yes: %1, another line of your repertoire.</source>
        <translation>Ja: %1, eine andere Variante Ihres Repertoires.</translation>
    </message>
</context>
<context>
    <name>ReviewNavigator</name>
    <message>
        <source>First Position</source>
        <translation type="vanished">Ausgangsstellung</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation type="vanished">Vorheriger Zug</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation type="vanished">Nächster Zug</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation type="vanished">Letzter Zug</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation type="vanished">Vorherige Variante</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation type="vanished">Nächste Variante</translation>
    </message>
    <message>
        <source>Back to Game</source>
        <translation type="vanished">Zurück zur Partie</translation>
    </message>
    <message>
        <location filename="../app/window/reviewnavigator.cpp" line="+38"/>
        <source>&amp;First Position</source>
        <translation>&amp;Ausgangsstellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;revious Move</source>
        <translation>&amp;Vorheriger Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Move</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Move</source>
        <translation>L&amp;etzter Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Variation</source>
        <translation>V&amp;orherige Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Variation</source>
        <translation>Nä&amp;chste Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to Game</source>
        <translation>&amp;Zurück zur Partie</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reviewing the start position.</source>
        <translation>Nachspielen: Ausgangsstellung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reviewing the position after %1.</source>
        <translation>Nachspielen: Stellung nach %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reviewing a variation: the position after %1.</source>
        <translation>Nachspielen einer Variante: Stellung nach %1.</translation>
    </message>
</context>
<context>
    <name>SanText</name>
    <message>
        <location filename="../app/game/santext.cpp" line="+18"/>
        <source>K Q R B N</source>
        <extracomment>The letters of the king, queen, rook, bishop and knight in moves (SAN), in this order, separated by spaces: &quot;K Q R B N&quot; in English, &quot;Кр Ф Л С К&quot; in Russian.</extracomment>
        <translation>K D T L S</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../app/window/scoresheet.cpp" line="+352"/>
        <location line="+65"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>round %1</source>
        <extracomment>On a printed score sheet, after the event, site and date: &quot;round 5&quot;.</extracomment>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>page %1 of %2</source>
        <extracomment>The foot of a printed score sheet&apos;s page: &quot;page 2 of 3&quot;.</extracomment>
        <translation>Seite %1 von %2</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../app/dialogs/scoresheetdialog.cpp" line="+25"/>
        <source>Where a &amp;comment asks for one ([#])</source>
        <translation>Wo ein &amp;Kommentar es verlangt ([#])</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the move on &amp;show</source>
        <translation>Nach dem &amp;gezeigten Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the board&apos;s co&amp;lours</source>
        <translation>In den &amp;Farben des Bretts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print Game</source>
        <translation>Partie drucken</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export Game as PDF</source>
        <translation>Partie als PDF exportieren</translation>
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
        <translation>Weiß unten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black at the bottom</source>
        <translation>Schwarz unten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Diagrams:</source>
        <translation>Diagramme:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the &amp;moves:</source>
        <translation>Nach den &amp;Zügen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Orientation:</source>
        <translation>&amp;Ausrichtung:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../app/dialogs/helpdialog.cpp" line="+12"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Put back the piece in the hand</source>
        <translation>Die Figur in der Hand zurückstellen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc, or a right click</source>
        <translation>Esc oder Rechtsklick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a typed move</source>
        <translation>Einen getippten Zug spielen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter, in the move field</source>
        <translation>Eingabe, im Zugfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the framed square (Shift red, Alt blue, both yellow)</source>
        <translation>Das umrahmte Feld markieren (Umschalt rot, Alt blau, beide gelb)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw an arrow from one framed square to another</source>
        <translation>Einen Pfeil von einem umrahmten Feld zu einem anderen zeichnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>V, then V</source>
        <translation>V, dann V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the arrows and marks</source>
        <translation>Pfeile und Markierungen entfernen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete, or a left click</source>
        <translation>Entf, oder ein Linksklick</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press the framed button of a banner</source>
        <translation>Den umrahmten Knopf eines Hinweisbands drücken</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter, on the board or the moves</source>
        <translation>Enter, auf dem Brett oder in den Zügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Type a move: Nf3, e2e4…</source>
        <translation type="vanished">Zug eingeben: Nf3, e2e4…</translation>
    </message>
    <message>
        <location filename="../app/window/sidepanel.cpp" line="+148"/>
        <source>Type a move: %1, e2e4…</source>
        <extracomment>%1 is a move in the language&apos;s letters (&quot;Nf3&quot;, &quot;Sf3&quot; in German).</extracomment>
        <translation>Zug eingeben: %1, e2e4…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your move</source>
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opening reached: its ECO code and name</source>
        <translation>Die erreichte Eröffnung: ihr ECO-Code und Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hints used: %1</source>
        <translation>Verwendete Tipps: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The computer is thinking… depth %1</source>
        <translation>Der Computer denkt nach… Tiefe %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer is thinking… depth %1, evaluation %2</source>
        <translation>Der Computer denkt nach… Tiefe %1, Bewertung %2</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../app/window/singleinstance.cpp" line="+69"/>
        <source>Ferz cannot lock its folder %1.</source>
        <translation>Ferz kann seinen Ordner %1 nicht sperren.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Another Ferz (process %1) holds the folder %2 and does not answer.</source>
        <translation>Ein anderes Ferz (Prozess %1) hält den Ordner %2 und antwortet nicht.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>The Ferz that holds the folder %1 does not answer: %2</source>
        <translation>Das Ferz, das den Ordner %1 hält, antwortet nicht: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Ferz that holds the folder %1 did not take the files.</source>
        <translation>Das Ferz, das den Ordner %1 hält, hat die Dateien nicht angenommen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The Ferz that holds the folder %1 stopped answering.</source>
        <translation>Das Ferz, das den Ordner %1 hält, antwortet nicht mehr.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../app/dialogs/librarypages.cpp" line="+53"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>allows a mate</source>
        <translation>lässt ein Matt zu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses a mate</source>
        <translation>übersieht ein Matt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no clear reason: a better move</source>
        <translation>ohne klaren Grund: ein besserer Zug</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against Ferz&apos;s levels</source>
        <translation>Gegen die Stufen von Ferz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By colour</source>
        <translation>Nach Farbe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had</source>
        <translation>Sie hatten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opening</source>
        <translation>Nach Eröffnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By clock</source>
        <translation>Nach Bedenkzeit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your most common mistakes</source>
        <translation>Ihre häufigsten Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The move</source>
        <translation>Der Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Times</source>
        <translation>Mal</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your results appear here once you have finished games: played in Ferz, or imported under one of your names.</source>
        <translation>Ihre Ergebnisse erscheinen hier, sobald Sie beendete Partien haben: in Ferz gespielt oder unter einem Ihrer Namen importiert.</translation>
    </message>
</context>
<context>
    <name>TrainWindow</name>
    <message>
        <location filename="../app/dialogs/trainwindow.cpp" line="+111"/>
        <source>Train</source>
        <translation>Trainieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the &amp;Solution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find training positions in my games, in the background</source>
        <translation>Trainingsstellungen in meinen Partien im Hintergrund suchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training board</source>
        <translation>Trainingsbrett</translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="vanished">Training</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Background analysis: all %1 of your games analysed.</source>
        <translation>Analyse im Hintergrund: alle %1 Ihrer Partien analysiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Background analysis: %1 of %2 of your games analysed.</source>
        <translation>Analyse im Hintergrund: %1 von %2 Ihrer Partien analysiert.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Opening the game library…</source>
        <translation>Die Partiensammlung wird geöffnet…</translation>
    </message>
    <message>
        <source>Due now: %1. Positions: %2.</source>
        <translation type="vanished">Jetzt fällig: %1. Stellungen: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Solved at the first try: %1%. Streak: %2.</source>
        <translation>Beim ersten Versuch gelöst: %1 %. Serie: %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nothing to train on now.</source>
        <translation>Gerade gibt es nichts zu trainieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your mistakes and blunders in the games you play (and in the games you import as yours) come here once the background analysis has looked at them, and come back later and later as you solve them.</source>
        <translation>Ihre Fehler und groben Fehler in den Partien, die Sie spielen (und in denen, die Sie als Ihre importieren), kommen hierher, sobald die Analyse im Hintergrund sie angesehen hat, und kehren immer später wieder, je öfter Sie sie lösen.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Find a better move for White.</source>
        <translation>Finden Sie einen besseren Zug für Weiß.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a better move for Black.</source>
        <translation>Finden Sie einen besseren Zug für Schwarz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In %1 – %2 (%3) you played %4, a blunder.</source>
        <translation>In %1 – %2 (%3) spielten Sie %4, einen groben Fehler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In %1 – %2 (%3) you played %4, a mistake.</source>
        <translation>In %1 – %2 (%3) spielten Sie %4, einen Fehler.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Checking %1…</source>
        <translation>%1 wird geprüft…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot be checked now (%2). Try again.</source>
        <translation>%1 kann gerade nicht geprüft werden (%2). Versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>is the move of the game, which the review judged</source>
        <translation>ist der Zug der Partie, den die Analyse bewertet hat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gives away %1 points of your winning chances</source>
        <translation>verschenkt %1 Punkte Ihrer Gewinnchancen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Yes: %1 is good.</source>
        <translation>Ja: %1 ist gut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes: %1 is good, at another try.</source>
        <translation>Ja: %1 ist gut, beim nächsten Versuch.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not quite: %1 %2. Try again, or see the solution.</source>
        <translation>Nicht ganz: %1 %2. Versuchen Sie es noch einmal, oder sehen Sie die Lösung.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The engine&apos;s move: %1</source>
        <translation>Der Zug der Engine: %1</translation>
    </message>
    <message>
        <location line="-221"/>
        <source>&amp;Mistakes</source>
        <translation>&amp;Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Puzzles</source>
        <translation>&amp;Aufgaben</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Due now: %1. Positions: %2. Lines of your repertoire: %3.</source>
        <translation>Jetzt fällig: %1. Stellungen: %2. Varianten Ihres Repertoires: %3.</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>&amp;Repertoire</source>
        <translation>&amp;Repertoire</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The position shown before is gone: a new analysis of its game no longer finds a mistake there.</source>
        <translation>Die eben gezeigte Stellung ist entfallen: Eine neue Analyse ihrer Partie findet dort keinen Fehler mehr.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new analysis of its game has judged this position anew.</source>
        <translation>Eine neue Analyse ihrer Partie hat diese Stellung neu beurteilt.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>One is checked again: an older version of Ferz analysed it.</source>
        <translation>Eine wird erneut geprüft: eine ältere Version von Ferz hat sie analysiert.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n are checked again: an older version of Ferz analysed them.</source>
        <translation>
            <numerusform>%n wird erneut geprüft: eine ältere Version von Ferz hat sie analysiert.</numerusform>
            <numerusform>%n werden erneut geprüft: eine ältere Version von Ferz hat sie analysiert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Lines of your repertoire are due: they are on the Repertoire page.</source>
        <translation>Varianten Ihres Repertoires sind fällig: Sie finden sie auf der Seite Repertoire.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles you missed are due again: they are on the Puzzles page.</source>
        <translation>Verpasste Aufgaben sind wieder fällig: Sie finden sie auf der Seite „Aufgaben“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Meanwhile, the Puzzles page has tactics from Ferz&apos;s own games to solve.</source>
        <translation>Bis dahin gibt es auf der Seite „Aufgaben“ Taktikaufgaben aus Ferz’ eigenen Partien.</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <location filename="../app/window/viewmenu.cpp" line="+104"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Board &amp;Colours</source>
        <translation>Brett&amp;farben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animation</source>
        <translation>&amp;Animation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;peak Moves</source>
        <translation>Z&amp;üge ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Computer&apos;s Anal&amp;ysis</source>
        <translation>Analyse des &amp;Computers anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves with Fi&amp;gurines</source>
        <translation>Züge mit Fi&amp;gurinen</translation>
    </message>
    <message>
        <source>Moves with &amp;Figurines</source>
        <translation type="vanished">Züge mit &amp;Figurinen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves written with figures of the pieces (♞f3) in place of letters; files keep the letters</source>
        <translation>Züge mit Figurensymbolen (♞f3) statt Buchstaben; Dateien behalten die Buchstaben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System Default</source>
        <translation>Systemstandard</translation>
    </message>
</context>
<context>
    <name>WindowBanners</name>
    <message>
        <location filename="../app/window/windowbanners.cpp" line="+127"/>
        <source>Your move repeats the position a third time: you may claim a draw, or play on.</source>
        <translation>Ihr Zug wiederholt die Stellung zum dritten Mal: Sie können Remis reklamieren oder weiterspielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move completes fifty moves without a capture or a pawn move: you may claim a draw, or play on.</source>
        <translation>Mit Ihrem Zug sind fünfzig Züge ohne Schlagen und ohne Bauernzug gespielt: Sie können Remis reklamieren oder weiterspielen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation>Diese Stellung ist dreimal aufgetreten: Sie können Remis reklamieren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation>Fünfzig Züge ohne Schlagen und ohne Bauernzug: Sie können Remis reklamieren.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Paused: press P to play on</source>
        <translation>Angehalten: P drücken, um weiterzuspielen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may claim a draw: the computer waits until you claim or play on</source>
        <translation>Sie können Remis reklamieren: Der Computer wartet, bis Sie reklamieren oder weiterspielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From a file, White to move: a move plays on against %1</source>
        <translation>Aus einer Datei, Weiß am Zug: Ein Zug spielt sie weiter gegen %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From a file, Black to move: a move plays on against %1</source>
        <translation>Aus einer Datei, Schwarz am Zug: Ein Zug spielt sie weiter gegen %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move (White)</source>
        <translation>Sie sind am Zug (Weiß)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your move (Black)</source>
        <translation>Sie sind am Zug (Schwarz)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White (the computer) to move</source>
        <translation>Weiß (Computer) ist am Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black (the computer) to move</source>
        <translation>Schwarz (Computer) ist am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — the white king is in check</source>
        <translation> – der weiße König steht im Schach</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> — the black king is in check</source>
        <translation> – der schwarze König steht im Schach</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Review</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim draw</source>
        <translation>Remis reklamieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to game</source>
        <translation>Zurück zur Partie</translation>
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
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+43"/>
        <source>the file is larger than a book can be (%1 MB at most)</source>
        <translation>die Datei ist größer, als ein Buch sein kann (höchstens %1 MB)</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>the file is cut short or is not a Polyglot book: its size, %1 bytes, is not a whole number of 16-byte entries</source>
        <translation>die Datei ist abgeschnitten oder kein Polyglot-Buch: ihre Größe, %1 Bytes, ist keine ganze Zahl von 16-Byte-Einträgen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>entry %1 is out of order: a Polyglot book is sorted by position, so this file is damaged or not a book</source>
        <translation>Eintrag %1 steht nicht in der Reihenfolge: ein Polyglot-Buch ist nach Stellungen sortiert, also ist diese Datei beschädigt oder kein Buch</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entry %1 holds no move: this file is damaged or not a book</source>
        <translation>Eintrag %1 enthält keinen Zug: diese Datei ist beschädigt oder kein Buch</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file cannot be opened</source>
        <translation>die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>the file cannot be read</source>
        <translation>die Datei kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>ferz::Fen</name>
    <message>
        <location filename="../engine/rules/position.cpp" line="+353"/>
        <source>the FEN is empty</source>
        <translation>die FEN ist leer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the FEN has 1 field; it needs piece placement, side to move, castling and en passant, then optionally the two move counters</source>
        <translation>die FEN hat 1 Feld; nötig sind Figurenstellung, Zugrecht, Rochaderechte und En-passant-Feld, danach wahlweise die beiden Zugzähler</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>the FEN has %n fields; it needs piece placement, side to move, castling and en passant, then optionally the two move counters</source>
        <translation>
            <numerusform>die FEN hat %n Feld; nötig sind Figurenstellung, Zugrecht, Rochaderechte und En-passant-Feld, danach wahlweise die beiden Zugzähler</numerusform>
            <numerusform>die FEN hat %n Felder; nötig sind Figurenstellung, Zugrecht, Rochaderechte und En-passant-Feld, danach wahlweise die beiden Zugzähler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>the FEN has %n fields; it has at most 6</source>
        <translation>
            <numerusform>die FEN hat %n Feld; erlaubt sind höchstens 6</numerusform>
            <numerusform>die FEN hat %n Felder; erlaubt sind höchstens 6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>rank %1 has %n squares</source>
        <translation>
            <numerusform>Reihe %1 hat %n Feld</numerusform>
            <numerusform>Reihe %1 hat %n Felder</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the piece placement has more than 8 ranks</source>
        <translation>die Figurenstellung hat mehr als 8 Reihen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>piece placement: digit %1; a run of empty squares counts 1 to 8</source>
        <translation>Figurenstellung: Ziffer %1; eine Folge leerer Felder zählt 1 bis 8</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>piece placement: unknown letter %1; pieces are PNBRQK and pnbrqk</source>
        <translation>Figurenstellung: unbekannter Buchstabe %1; Figuren sind PNBRQK und pnbrqk</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>the piece placement has %n ranks; a board has 8</source>
        <translation>
            <numerusform>die Figurenstellung hat %n Reihe; ein Brett hat 8</numerusform>
            <numerusform>die Figurenstellung hat %n Reihen; ein Brett hat 8</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>white has no king</source>
        <translation>Weiß hat keinen König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black has no king</source>
        <translation>Schwarz hat keinen König</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>white has %n kings</source>
        <translation>
            <numerusform>Weiß hat %n König</numerusform>
            <numerusform>Weiß hat %n Könige</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>black has %n kings</source>
        <translation>
            <numerusform>Schwarz hat %n König</numerusform>
            <numerusform>Schwarz hat %n Könige</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>white has %n pawns; at most 8</source>
        <translation>
            <numerusform>Weiß hat %n Bauer; höchstens 8 sind erlaubt</numerusform>
            <numerusform>Weiß hat %n Bauern; höchstens 8 sind erlaubt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>black has %n pawns; at most 8</source>
        <translation>
            <numerusform>Schwarz hat %n Bauer; höchstens 8 sind erlaubt</numerusform>
            <numerusform>Schwarz hat %n Bauern; höchstens 8 sind erlaubt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>white has %n pieces; at most 16</source>
        <translation>
            <numerusform>Weiß hat %n Figur; höchstens 16 sind erlaubt</numerusform>
            <numerusform>Weiß hat %n Figuren; höchstens 16 sind erlaubt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>black has %n pieces; at most 16</source>
        <translation>
            <numerusform>Schwarz hat %n Figur; höchstens 16 sind erlaubt</numerusform>
            <numerusform>Schwarz hat %n Figuren; höchstens 16 sind erlaubt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>white has %n promoted pieces but only %1 pawns missing</source>
        <translation>
            <numerusform>Weiß hat %n umgewandelte Figur, aber fehlende Bauern: nur %1</numerusform>
            <numerusform>Weiß hat %n umgewandelte Figuren, aber fehlende Bauern: nur %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>black has %n promoted pieces but only %1 pawns missing</source>
        <translation>
            <numerusform>Schwarz hat %n umgewandelte Figur, aber fehlende Bauern: nur %1</numerusform>
            <numerusform>Schwarz hat %n umgewandelte Figuren, aber fehlende Bauern: nur %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a pawn stands on %1, on the first or last rank</source>
        <translation>ein Bauer steht auf %1, auf der ersten oder letzten Reihe</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>side to move is %1; it must be w or b</source>
        <translation>Zugrecht ist %1; es muss w oder b sein</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>castling field %1: unknown letter %2</source>
        <translation>Rochadefeld %1: unbekannter Buchstabe %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>castling field %1: letter %2 appears twice</source>
        <translation>Rochadefeld %1: Buchstabe %2 kommt zweimal vor</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>castling field %1: %2 needs the white king on the first rank</source>
        <translation>Rochadefeld %1: %2 verlangt den weißen König auf der ersten Reihe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling field %1: %2 needs the black king on the eighth rank</source>
        <translation>Rochadefeld %1: %2 verlangt den schwarzen König auf der achten Reihe</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>castling field %1: %2 needs a white rook on the kingside of the white king</source>
        <translation>Rochadefeld %1: %2 verlangt einen weißen Turm auf der Königsseite des weißen Königs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling field %1: %2 needs a white rook on the queenside of the white king</source>
        <translation>Rochadefeld %1: %2 verlangt einen weißen Turm auf der Damenseite des weißen Königs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling field %1: %2 needs a black rook on the kingside of the black king</source>
        <translation>Rochadefeld %1: %2 verlangt einen schwarzen Turm auf der Königsseite des schwarzen Königs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling field %1: %2 needs a black rook on the queenside of the black king</source>
        <translation>Rochadefeld %1: %2 verlangt einen schwarzen Turm auf der Damenseite des schwarzen Königs</translation>
    </message>
    <message>
        <source>castling field %1: %2 needs the white king on %3</source>
        <translation type="vanished">Rochadefeld %1: %2 verlangt den weißen König auf %3</translation>
    </message>
    <message>
        <source>castling field %1: %2 needs the black king on %3</source>
        <translation type="vanished">Rochadefeld %1: %2 verlangt den schwarzen König auf %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>castling field %1: %2 needs a white rook on %3</source>
        <translation>Rochadefeld %1: %2 verlangt einen weißen Turm auf %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling field %1: %2 needs a black rook on %3</source>
        <translation>Rochadefeld %1: %2 verlangt einen schwarzen Turm auf %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>castling field %1: %2 is a second right to castle on the same wing</source>
        <translation>Rochadefeld %1: %2 ist ein zweites Rochaderecht auf demselben Flügel</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>en-passant field %1 is not a square</source>
        <translation>En-passant-Angabe %1 ist kein Feld</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>en-passant square %1 must be on rank 6 when white is to move</source>
        <translation>En-passant-Feld %1 muss auf der 6. Reihe liegen, wenn Weiß am Zug ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>en-passant square %1 must be on rank 3 when black is to move</source>
        <translation>En-passant-Feld %1 muss auf der 3. Reihe liegen, wenn Schwarz am Zug ist</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>en-passant square %1: no white pawn can just have stepped to %2</source>
        <translation>En-passant-Feld %1: kein weißer Bauer kann gerade nach %2 gezogen sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>en-passant square %1: no black pawn can just have stepped to %2</source>
        <translation>En-passant-Feld %1: kein schwarzer Bauer kann gerade nach %2 gezogen sein</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>halfmove clock %1 is not a number from 0 to 9999</source>
        <translation>Halbzugzähler %1 ist keine Zahl von 0 bis 9999</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fullmove number %1 is not a number from 1 to 99999</source>
        <translation>Zugnummer %1 ist keine Zahl von 1 bis 99999</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the side not to move is in check (white&apos;s king on %1)</source>
        <translation>die Seite, die nicht am Zug ist, steht im Schach (weißer König auf %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the side not to move is in check (black&apos;s king on %1)</source>
        <translation>die Seite, die nicht am Zug ist, steht im Schach (schwarzer König auf %1)</translation>
    </message>
</context>
<context>
    <name>ferz::Move</name>
    <message>
        <location filename="../engine/rules/notation.cpp" line="+20"/>
        <source>the pawn</source>
        <translation>der Bauer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the knight</source>
        <translation>der Springer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bishop</source>
        <translation>der Läufer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the rook</source>
        <translation>der Turm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen</source>
        <translation>die Dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the king</source>
        <translation>der König</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the pawns</source>
        <translation>die Bauern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the knights</source>
        <translation>die Springer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bishops</source>
        <translation>die Läufer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the rooks</source>
        <translation>die Türme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queens</source>
        <translation>die Damen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the kings</source>
        <translation>die Könige</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no white pawn</source>
        <translation>kein weißer Bauer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no white knight</source>
        <translation>kein weißer Springer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no white bishop</source>
        <translation>kein weißer Läufer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no white rook</source>
        <translation>kein weißer Turm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no white queen</source>
        <translation>keine weiße Dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no white king</source>
        <translation>kein weißer König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no black pawn</source>
        <translation>kein schwarzer Bauer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no black knight</source>
        <translation>kein schwarzer Springer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no black bishop</source>
        <translation>kein schwarzer Läufer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no black rook</source>
        <translation>kein schwarzer Turm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no black queen</source>
        <translation>keine schwarze Dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no black king</source>
        <translation>kein schwarzer König</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: only a pawn reaching the last rank promotes</source>
        <translation>%1: nur ein Bauer, der die letzte Reihe erreicht, wird umgewandelt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>white may no longer castle kingside</source>
        <translation>Weiß darf nicht mehr kurz rochieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white may no longer castle queenside</source>
        <translation>Weiß darf nicht mehr lang rochieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black may no longer castle kingside</source>
        <translation>Schwarz darf nicht mehr kurz rochieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black may no longer castle queenside</source>
        <translation>Schwarz darf nicht mehr lang rochieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling is not allowed while the king is in check</source>
        <translation>Rochade ist nicht erlaubt, solange der König im Schach steht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>castling kingside: there are pieces between the king and the rook</source>
        <translation>kurze Rochade: zwischen König und Turm stehen Figuren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling queenside: there are pieces between the king and the rook</source>
        <translation>lange Rochade: zwischen König und Turm stehen Figuren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling kingside: the king&apos;s or the rook&apos;s new square is taken</source>
        <translation>kurze Rochade: das neue Feld des Königs oder des Turms ist besetzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling queenside: the king&apos;s or the rook&apos;s new square is taken</source>
        <translation>lange Rochade: das neue Feld des Königs oder des Turms ist besetzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling kingside: the king would pass through or land on an attacked square</source>
        <translation>kurze Rochade: der König würde ein angegriffenes Feld überqueren oder betreten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling queenside: the king would pass through or land on an attacked square</source>
        <translation>lange Rochade: der König würde ein angegriffenes Feld überqueren oder betreten</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 is not a move in UCI notation (like e2e4 or e7e8q)</source>
        <translation>%1 ist kein Zug in UCI-Notation (wie e2e4 oder e7e8q)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the promotion letter must be q, r, b or n</source>
        <translation>%1: der Umwandlungsbuchstabe muss q, r, b oder n sein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: there is no piece on %2</source>
        <translation>%1: auf %2 steht keine Figur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 on %3 is black&apos;s, and white is to move</source>
        <translation>%1: %2 auf %3 gehört Schwarz, und Weiß ist am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 on %3 is white&apos;s, and black is to move</source>
        <translation>%1: %2 auf %3 gehört Weiß, und Schwarz ist am Zug</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+15"/>
        <source>%1 is not legal here: %2</source>
        <translation>%1 ist hier nicht regelgemäß: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a pawn reaching the last rank must promote; add q, r, b or n</source>
        <translation>%1: ein Bauer, der die letzte Reihe erreicht, muss umgewandelt werden; fügen Sie q, r, b oder n an</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a legal move here: %2 on %3 cannot go to %4</source>
        <translation>%1 ist hier kein regelgemäßer Zug: %2 auf %3 kann nicht nach %4 ziehen</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>the move is empty</source>
        <translation>der Zug ist leer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is too long to be a move</source>
        <translation>%1 ist zu lang für einen Zug</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is not a move in SAN (like e4, Nf3, exd5, O-O or e8=Q)</source>
        <translation>%1 ist kein Zug in SAN (wie e4, Nf3, exd5, O-O oder e8=Q)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1 is ambiguous: %2 on %3 and %4 can both go to %5; say which with its file or rank</source>
        <translation>%1 ist mehrdeutig: %2 auf %3 und %4 können beide nach %5 ziehen; geben Sie Linie oder Reihe an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is ambiguous: %2 on %3 and %4 can all go to %5; say which with its file or rank</source>
        <translation>%1 ist mehrdeutig: %2 auf %3 und %4 können alle nach %5 ziehen; geben Sie Linie oder Reihe an</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: a pawn reaching the last rank must promote; add =Q, =R, =B or =N</source>
        <translation>%1: ein Bauer, der die letzte Reihe erreicht, muss umgewandelt werden; fügen Sie =Q, =R, =B oder =N an</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not legal: it would leave the white king in check</source>
        <translation>%1 ist nicht regelgemäß: der weiße König stünde danach im Schach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not legal: it would leave the black king in check</source>
        <translation>%1 ist nicht regelgemäß: der schwarze König stünde danach im Schach</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not legal here: %2 can move to %3</source>
        <translation>%1 ist hier nicht regelgemäß: %2 kann nach %3 ziehen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on the %1-file</source>
        <translation>auf der %1-Linie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on rank %1</source>
        <translation>auf der %1. Reihe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not legal here: %2 %3 can move to %4</source>
        <translation>%1 ist hier nicht regelgemäß: %2 %3 kann nach %4 ziehen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>there is no piece on %1</source>
        <translation>auf %1 steht keine Figur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>white is to move</source>
        <translation>Weiß ist am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black is to move</source>
        <translation>Schwarz ist am Zug</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 on %2 cannot go to %3</source>
        <translation>%1 auf %2 kann nicht nach %3 ziehen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the king has no safe square</source>
        <translation>der König hat kein sicheres Feld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king would be in check on %1</source>
        <translation>auf %1 stünde der König im Schach</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the white king is in check: answer the check first</source>
        <translation>der weiße König steht im Schach: zuerst das Schach abwehren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the black king is in check: answer the check first</source>
        <translation>der schwarze König steht im Schach: zuerst das Schach abwehren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2 is pinned: moving it would expose the king</source>
        <translation>%1 auf %2 ist gefesselt: ein Zug damit würde den König preisgeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2 has no move</source>
        <translation>%1 auf %2 hat keinen Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it would leave the white king in check</source>
        <translation>der weiße König stünde danach im Schach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it would leave the black king in check</source>
        <translation>der schwarze König stünde danach im Schach</translation>
    </message>
</context>
<context>
    <name>ferz::Pgn</name>
    <message>
        <location filename="../engine/record/pgn.cpp" line="+626"/>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot go to byte %L1</source>
        <translation>kann nicht zu Byte %L1 springen</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>a string that does not end on its line</source>
        <translation>eine Zeichenkette, die nicht in ihrer Zeile endet</translation>
    </message>
    <message>
        <source>a Chess960 game: Ferz plays standard chess</source>
        <translation type="vanished">eine Chess960-Partie: Ferz spielt Standardschach</translation>
    </message>
    <message>
        <source>an %1 game: Ferz plays standard chess</source>
        <translation type="vanished">eine Partie %1: Ferz spielt Standardschach</translation>
    </message>
    <message>
        <source>a %1 game: Ferz plays standard chess</source>
        <translation type="vanished">eine Partie %1: Ferz spielt Standardschach</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>a string longer than %Ln bytes</source>
        <translation>
            <numerusform>eine Zeichenkette länger als %Ln Byte</numerusform>
            <numerusform>eine Zeichenkette länger als %Ln Byte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a comment that is never closed with &apos;}&apos;</source>
        <translation>ein Kommentar, der nie mit &apos;}&apos; geschlossen wird</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>a comment longer than %Ln bytes</source>
        <translation>
            <numerusform>ein Kommentar länger als %Ln Byte</numerusform>
            <numerusform>ein Kommentar länger als %Ln Byte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;$&apos; without a number</source>
        <translation>&apos;$&apos; ohne Zahl</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>an unexpected %1</source>
        <translation>unerwartetes Zeichen %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an unexpected byte %1</source>
        <translation>unerwartetes Byte %1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>a tag left out: %1</source>
        <translation>ein Tag ausgelassen: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>nach &apos;[&apos; wurde ein Tag-Name erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected the value of tag %1 in quotes</source>
        <translation>der Wert von Tag %1 wurde in Anführungszeichen erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected &apos;]&apos; after the value of tag %1</source>
        <translation>nach dem Wert von Tag %1 wurde &apos;]&apos; erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>more than 1000 tags</source>
        <translation>mehr als 1000 Tags</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>the FEN tag: %1</source>
        <translation>das FEN-Tag: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a string in the moves</source>
        <translation>eine Zeichenkette in den Zügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unexpected &apos;[&apos;</source>
        <translation>ein unerwartetes &apos;[&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unexpected &apos;]&apos;</source>
        <translation>ein unerwartetes &apos;]&apos;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>an annotation glyph before any move</source>
        <translation>ein Bewertungssymbol vor dem ersten Zug</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a &apos;)&apos; without &apos;(&apos; is left out</source>
        <translation>ein &apos;)&apos; ohne &apos;(&apos; wird ausgelassen</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+42"/>
        <source>a result inside a variation is left out</source>
        <translation>ein Ergebnis in einer Variante wird ausgelassen</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>a variation is not closed with &apos;)&apos;: it ends here</source>
        <translation>eine Variante ist nicht mit &apos;)&apos; geschlossen: sie endet hier</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the file ends before the game&apos;s result (it may be cut off): the game is kept unfinished</source>
        <translation>die Datei endet vor dem Ergebnis der Partie (sie ist vielleicht abgeschnitten): die Partie bleibt unbeendet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file ends in the middle of %1: it is left out</source>
        <translation>die Datei endet mitten in %1: es wird ausgelassen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a null move (%1): Ferz cannot show the position after a move that passes the turn</source>
        <translation>ein Nullzug (%1): Ferz kann die Stellung nach einem Zug, der das Zugrecht abgibt, nicht zeigen</translation>
    </message>
    <message numerus="yes">
        <location line="+86"/>
        <source>a game longer than %Ln bytes</source>
        <translation>
            <numerusform>eine Partie, länger als %Ln Byte</numerusform>
            <numerusform>eine Partie, länger als %Ln Bytes</numerusform>
        </translation>
    </message>
    <message>
        <location line="-162"/>
        <source>annotation glyph %1</source>
        <translation>ungültiges Bewertungssymbol %1</translation>
    </message>
    <message>
        <location line="-381"/>
        <source>an %1 game: Ferz plays standard chess and Chess960</source>
        <translation>eine Partie %1: Ferz spielt Standardschach und Chess960</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 game: Ferz plays standard chess and Chess960</source>
        <translation>eine Partie %1: Ferz spielt Standardschach und Chess960</translation>
    </message>
    <message>
        <location line="+386"/>
        <source>a variation before any move</source>
        <translation>eine Variante vor dem ersten Zug</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>variations nested more than %Ln deep</source>
        <translation>
            <numerusform>Varianten sind tiefer als %Ln Ebene verschachtelt</numerusform>
            <numerusform>Varianten sind tiefer als %Ln Ebenen verschachtelt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>an empty variation</source>
        <translation>eine leere Variante</translation>
    </message>
    <message numerus="yes">
        <location line="+68"/>
        <source>more than %Ln moves</source>
        <translation>
            <numerusform>mehr als %Ln Zug</numerusform>
            <numerusform>mehr als %Ln Züge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/window/gamedocument.cpp" line="-44"/>
        <location filename="../engine/record/pgn.cpp" line="+134"/>
        <source>no game</source>
        <translation>keine Partie</translation>
    </message>
</context>
<context>
    <name>ferz::Review</name>
    <message>
        <location filename="../engine/record/review.cpp" line="+115"/>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hangs a pawn</source>
        <translation>stellt einen Bauern ein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hangs the knight</source>
        <translation>stellt den Springer ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hangs the bishop</source>
        <translation>stellt den Läufer ein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hangs the rook</source>
        <translation>stellt den Turm ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hangs the queen</source>
        <translation>stellt die Dame ein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loses a pawn</source>
        <translation>verliert einen Bauern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>loses the knight</source>
        <translation>verliert den Springer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loses the bishop</source>
        <translation>verliert den Läufer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>loses the rook</source>
        <translation>verliert den Turm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loses the queen</source>
        <translation>verliert die Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a pawn</source>
        <translation>verpasst einen Bauerngewinn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a knight</source>
        <translation>verpasst den Gewinn eines Springers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a bishop</source>
        <translation>verpasst den Gewinn eines Läufers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a rook</source>
        <translation>verpasst den Gewinn eines Turms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning the queen</source>
        <translation>verpasst den Damengewinn</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>allows mate in %n</source>
        <translation>
            <numerusform>lässt Matt in %n Zug zu</numerusform>
            <numerusform>lässt Matt in %n Zügen zu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>misses mate in %n</source>
        <translation>
            <numerusform>verpasst Matt in %n Zug</numerusform>
            <numerusform>verpasst Matt in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lets the opponent promote</source>
        <translation>lässt den Gegner einen Bauern umwandeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leaves a pawn on %1 undefended</source>
        <translation>lässt den Bauern auf %1 ungedeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the knight on %1 undefended</source>
        <translation>lässt den Springer auf %1 ungedeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the bishop on %1 undefended</source>
        <translation>lässt den Läufer auf %1 ungedeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the rook on %1 undefended</source>
        <translation>lässt den Turm auf %1 ungedeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the queen on %1 undefended</source>
        <translation>lässt die Dame auf %1 ungedeckt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leaves a pawn on %1 en prise</source>
        <translation>lässt den Bauern auf %1 hängen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the knight on %1 en prise</source>
        <translation>lässt den Springer auf %1 hängen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the bishop on %1 en prise</source>
        <translation>lässt den Läufer auf %1 hängen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the rook on %1 en prise</source>
        <translation>lässt den Turm auf %1 hängen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the queen on %1 en prise</source>
        <translation>lässt die Dame auf %1 hängen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allows a fork</source>
        <translation>lässt eine Gabel zu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was better</source>
        <translation>%1 war besser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was better: %2</source>
        <translation>%1 war besser: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
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
        <translation>(nicht druckbares Byte)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+101"/>
        <location line="+45"/>
        <source>%1: cannot be read.</source>
        <translation>%1: kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>%1: %2 added, %3 already in the library, %4 could not be read.</source>
        <extracomment>The numbers of games of a file: added, already in the library, could not be read.</extracomment>
        <translation>%1: hinzugefügt: %2, schon in der Sammlung: %3, nicht lesbar: %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: not UTF-8, read as Latin-1.</source>
        <translation>%1: nicht in UTF-8, als Latin-1 gelesen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first that could not be read: %1</source>
        <translation>Die erste nicht lesbare: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games could not be added to the game library: %1</source>
        <translation>Partien konnten nicht in die Sammlung aufgenommen werden: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Games in the library: %1.</source>
        <translation>Partien in der Sammlung: %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1, game %2: cannot be read: %3</source>
        <extracomment>A game of a file that could not be read: the file, its number, why.</extracomment>
        <translation>%1, Partie %2: kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, game %2 (%3): analysing…</source>
        <extracomment>Progress on standard error: the file, the game&apos;s number, its players.</extracomment>
        <translation>%1, Partie %2 (%3): Analyse…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, game %2: cannot be analysed: %3</source>
        <translation>%1, Partie %2: kann nicht analysiert werden: %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, game %2: ?! %3, ? %4, ?? %5</source>
        <extracomment>The marks of one game: inaccuracies, mistakes, blunders.</extracomment>
        <translation>%1, Partie %2: ?! %3, ? %4, ?? %5</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: cannot be written: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games analysed: %1. Games that could not be analysed: %2.</source>
        <extracomment>The end of ferz --annotate: games analysed, and those that could not be.</extracomment>
        <translation>Analysierte Partien: %1. Partien, die nicht analysiert werden konnten: %2.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Ferz: play chess against the computer.</source>
        <translation>Ferz: Schach gegen den Computer spielen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the time to the first painted board and quit.</source>
        <translation>Die Zeit bis zum ersten Zeichnen des Bretts ausgeben und beenden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add the games of the PGN files to the game library, without a window, and say how many were added.</source>
        <translation>Die Partien der PGN-Dateien ohne Fenster zur Partiensammlung hinzufügen und sagen, wie viele hinzukamen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analyse the games of the PGN files, without a window, and write them with the analysis&apos;s marks, reasons, better lines and evaluations.</source>
        <translation>Die Partien der PGN-Dateien ohne Fenster analysieren und mit den Markierungen, Gründen, besseren Varianten und Bewertungen der Analyse schreiben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the file to write (else the standard output).</source>
        <translation>Mit --annotate: die zu schreibende Datei (sonst die Standardausgabe).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the nodes of the first look at each position (200000 unless told).</source>
        <translation>Mit --annotate: die Knoten des ersten Blicks auf jede Stellung (sonst 200000).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the depth of the first look at each position, instead of nodes.</source>
        <translation>Mit --annotate: die Tiefe des ersten Blicks auf jede Stellung, statt Knoten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the engine of Game → Engines that judges (Ferz&apos;s own unless told).</source>
        <translation>Mit --annotate: die Engine aus Partie → Engines, die bewertet (sonst Ferz’ eigene).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A PGN file to open (with --import: files to add; with --annotate: files to analyse).</source>
        <translation>Eine zu öffnende PGN-Datei (mit --import: hinzuzufügende Dateien; mit --annotate: zu analysierende Dateien).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>--annotate needs at least one PGN file.</source>
        <translation>--annotate braucht mindestens eine PGN-Datei.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Give --nodes or --depth, not both.</source>
        <translation>Geben Sie --nodes oder --depth an, nicht beides.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--nodes and --depth take a positive whole number.</source>
        <translation>--nodes und --depth erwarten eine positive ganze Zahl.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No engine %1 in Game → Engines, which lists none.</source>
        <translation>Keine Engine %1 in Partie → Engines, dort ist keine eingetragen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No engine %1 in Game → Engines, which lists: %2.</source>
        <translation>Keine Engine %1 in Partie → Engines, dort sind eingetragen: %2.</translation>
    </message>
    <message>
        <source>A PGN file to open (with --import: files to add).</source>
        <translation type="vanished">Eine zu öffnende PGN-Datei (mit --import: hinzuzufügende Dateien).</translation>
    </message>
</context>
</TS>
