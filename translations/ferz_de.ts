<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AutoSave</name>
    <message>
        <location filename="../app/autosave.cpp" line="83"/>
        <source>the file is too large</source>
        <translation>die Datei ist zu groß</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="96"/>
        <source>it does not say which side you play</source>
        <translation>sie sagt nicht, welche Seite Sie spielen</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="111"/>
        <source>its clock cannot be read</source>
        <translation>ihre Uhr kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="130"/>
        <source>The game saved when Ferz last ran could not be read (%1). It was kept as %2.</source>
        <translation>Die beim letzten Start von Ferz gesicherte Partie konnte nicht gelesen werden (%1). Sie wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="133"/>
        <source>The game saved when Ferz last ran could not be read (%1).</source>
        <translation>Die beim letzten Start von Ferz gesicherte Partie konnte nicht gelesen werden (%1).</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <location filename="../app/boardtheme.cpp" line="7"/>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <location filename="../app/boardtheme.cpp" line="10"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../app/boardtheme.cpp" line="13"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../app/boardtheme.cpp" line="16"/>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
</context>
<context>
    <name>EngineConfig</name>
    <message>
        <location filename="../app/engineconfig.cpp" line="22"/>
        <source>Line %1: write an option as Name=Value</source>
        <translation>Zeile %1: Schreiben Sie eine Option als Name=Wert</translation>
    </message>
    <message>
        <location filename="../app/engineconfig.cpp" line="39"/>
        <source>The engine needs a name.</source>
        <translation>Die Engine braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../app/engineconfig.cpp" line="41"/>
        <source>No program %1 was found.</source>
        <translation>Das Programm %1 wurde nicht gefunden.</translation>
    </message>
    <message>
        <location filename="../app/engineconfig.cpp" line="42"/>
        <source>%1 is not a program.</source>
        <translation>%1 ist kein Programm.</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../app/enginesdialog.cpp" line="19"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="20"/>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="22"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="23"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="24"/>
        <source>e.g. stockfish or /usr/games/stockfish</source>
        <translation>z. B. stockfish, /usr/games/stockfish</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="25"/>
        <source>e.g. --uci for gnuchess</source>
        <translation>z. B. --uci für gnuchess</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="27"/>
        <source>One option a line, e.g.
UCI_LimitStrength=true
UCI_Elo=1500</source>
        <translation>Eine Option pro Zeile, z. B.
UCI_LimitStrength=true
UCI_Elo=1500</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="36"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="37"/>
        <source>Program:</source>
        <translation>Programm:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="38"/>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="39"/>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="53"/>
        <source>UCI chess engines installed on this computer, to play against instead of Ferz.</source>
        <translation>Auf diesem Computer installierte UCI-Schach-Engines, gegen die Sie statt gegen Ferz spielen können.</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="64"/>
        <source>Choose an engine</source>
        <translation>Engine auswählen</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="104"/>
        <location filename="../app/enginesdialog.cpp" line="131"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="110"/>
        <source>New engine</source>
        <translation>Neue Engine</translation>
    </message>
</context>
<context>
    <name>ExternalEngine</name>
    <message>
        <location filename="../app/externalengine.cpp" line="23"/>
        <source>could not start %1: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="150"/>
        <source>%1 wrote a line of more than 64 KB</source>
        <translation>%1 hat eine Zeile mit mehr als 64 KB ausgegeben</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="220"/>
        <source>%1 answered with the move “%2”, which is not legal here: %3</source>
        <translation>%1 hat mit dem Zug „%2“ geantwortet, der hier nicht regelgemäß ist: %3</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="239"/>
        <source>%1 stopped unexpectedly (exit code %2)</source>
        <translation>%1 wurde unerwartet beendet (Exit-Code %2)</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="244"/>
        <source>%1 did not answer “uci”</source>
        <translation>%1 hat nicht auf „uci“ geantwortet</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="245"/>
        <source>%1 did not answer “isready”</source>
        <translation>%1 hat nicht auf „isready“ geantwortet</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="247"/>
        <source>%1 did not play its move in time</source>
        <translation>%1 hat nicht rechtzeitig gezogen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gamecontroller.cpp" line="174"/>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="175"/>
        <source>It is the computer&apos;s move.</source>
        <translation>Der Computer ist am Zug.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="378"/>
        <source>The computer declines the draw: it thinks it stands better.</source>
        <translation>Der Computer lehnt das Remis ab: Er meint, besser zu stehen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="379"/>
        <source>The computer declines the draw: the game has hardly begun.</source>
        <translation>Der Computer lehnt das Remis ab: Die Partie hat kaum begonnen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="382"/>
        <source>The computer accepts the draw: it judges the position equal or worse for itself.</source>
        <translation>Der Computer nimmt das Remis an: Er hält die Stellung für ausgeglichen oder für sich schlechter.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="432"/>
        <source>The computer&apos;s engine stopped: %1. Start a new game to play on.</source>
        <translation>Die Engine des Computers wurde beendet: %1. Starten Sie eine neue Partie, um weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="508"/>
        <source>Checkmate — White wins</source>
        <translation>Schachmatt – Weiß gewinnt</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="509"/>
        <source>Checkmate — Black wins</source>
        <translation>Schachmatt – Schwarz gewinnt</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="510"/>
        <source>Draw by stalemate</source>
        <translation>Remis durch Patt</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="511"/>
        <source>Draw: neither side can mate</source>
        <translation>Remis: Keine Seite kann mattsetzen</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="512"/>
        <source>Draw by fivefold repetition</source>
        <translation>Remis durch fünffache Stellungswiederholung</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="513"/>
        <source>Draw by the 75-move rule</source>
        <translation>Remis nach der 75-Züge-Regel</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="515"/>
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation>Remis durch dreifache Stellungswiederholung, vom Computer reklamiert</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="516"/>
        <source>Draw by threefold repetition, claimed by you</source>
        <translation>Remis durch dreifache Stellungswiederholung, von Ihnen reklamiert</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="518"/>
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation>Remis nach der 50-Züge-Regel, vom Computer reklamiert</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="519"/>
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation>Remis nach der 50-Züge-Regel, von Ihnen reklamiert</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="521"/>
        <source>White resigns — Black wins</source>
        <translation>Weiß gibt auf – Schwarz gewinnt</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="521"/>
        <source>Black resigns — White wins</source>
        <translation>Schwarz gibt auf – Weiß gewinnt</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="522"/>
        <source>Draw by agreement</source>
        <translation>Remis durch Einigung</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="524"/>
        <source>White ran out of time — Black wins</source>
        <translation>Weiß hat die Zeit überschritten – Schwarz gewinnt</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="525"/>
        <source>Black ran out of time — White wins</source>
        <translation>Schwarz hat die Zeit überschritten – Weiß gewinnt</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="527"/>
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation>Weiß hat die Zeit überschritten, aber Schwarz kann nicht mattsetzen – Remis</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="528"/>
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation>Schwarz hat die Zeit überschritten, aber Weiß kann nicht mattsetzen – Remis</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="530"/>
        <source>White won (as recorded in the game)</source>
        <translation>Weiß hat gewonnen (laut Partienotation)</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="531"/>
        <source>Black won (as recorded in the game)</source>
        <translation>Schwarz hat gewonnen (laut Partienotation)</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="532"/>
        <source>Drawn (as recorded in the game)</source>
        <translation>Remis (laut Partienotation)</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <location filename="../app/gamepicker.cpp" line="52"/>
        <source>Open a game from %1</source>
        <translation>Partie aus %1 öffnen</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="53"/>
        <source>Filter by player, event, date or result</source>
        <translation>Nach Spieler, Turnier, Datum oder Ergebnis filtern</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="97"/>
        <source>Games: %1 of %2</source>
        <translation>Partien: %1 von %2</translation>
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
        <translation>Ihre Partie ist wieder da, so wie Sie sie verlassen haben.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="130"/>
        <source>The game cannot be kept safe on disk: %1</source>
        <translation>Die Partie kann nicht auf der Festplatte gesichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="172"/>
        <source>Type a move: Nf3, e2e4…</source>
        <translation>Zug eingeben: Nf3, e2e4…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="196"/>
        <location filename="../app/mainwindow.cpp" line="578"/>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="198"/>
        <location filename="../app/mainwindow.cpp" line="579"/>
        <source>Review</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="200"/>
        <location filename="../app/mainwindow.cpp" line="580"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="202"/>
        <source>Claim draw</source>
        <translation>Remis reklamieren</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="204"/>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="206"/>
        <source>Back to game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="208"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="226"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="228"/>
        <source>&amp;Undo Move</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="232"/>
        <source>&amp;Redo Move</source>
        <translation>Zug &amp;wiederherstellen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="237"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="241"/>
        <source>O&amp;ffer Draw</source>
        <translation>Remis &amp;anbieten</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="243"/>
        <source>&amp;Claim Draw</source>
        <translation>Remis &amp;reklamieren</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="245"/>
        <source>Res&amp;ign</source>
        <translation>Auf&amp;geben</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="247"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="247"/>
        <source>Resign this game?</source>
        <translation>Diese Partie aufgeben?</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="250"/>
        <source>&amp;Engines…</source>
        <translation>&amp;Engines…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="254"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="255"/>
        <location filename="../app/mainwindow.cpp" line="671"/>
        <location filename="../app/mainwindow.cpp" line="680"/>
        <location filename="../app/mainwindow.cpp" line="697"/>
        <source>Open a game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="256"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="259"/>
        <source>Set &amp;Up Position…</source>
        <translation>Ste&amp;llung aufbauen…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="268"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="269"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="270"/>
        <source>&amp;Copy Game (PGN)</source>
        <translation>Partie &amp;kopieren (PGN)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="272"/>
        <source>The game is on the clipboard, as PGN.</source>
        <translation>Die Partie wurde als PGN in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="274"/>
        <source>Copy P&amp;osition (FEN)</source>
        <translation>&amp;Stellung kopieren (FEN)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="278"/>
        <source>The position is on the clipboard, as FEN.</source>
        <translation>Die Stellung wurde als FEN in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="280"/>
        <source>&amp;Paste Game or Position</source>
        <translation>Partie oder Stellung &amp;einfügen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="282"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="283"/>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="285"/>
        <source>First Position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="287"/>
        <source>Previous Move</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="289"/>
        <source>Next Move</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="291"/>
        <source>Last Move</source>
        <translation>Letzter Zug</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="293"/>
        <source>Back to Game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="295"/>
        <source>&amp;About Ferz</source>
        <translation>&amp;Über Ferz</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="298"/>
        <source>About Ferz</source>
        <translation>Über Ferz</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="299"/>
        <source>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;A chess program: play the computer, review the game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Pieces: the Cburnett set by Colin M. L. Burnett (GPL). Sounds and icon made for Ferz.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;Ein Schachprogramm: Spielen Sie gegen den Computer und spielen Sie die Partie nach.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder neuer.&lt;/p&gt;&lt;p&gt;Figuren: der Cburnett-Satz von Colin M. L. Burnett (GPL). Klänge und Symbol wurden für Ferz erstellt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="307"/>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="312"/>
        <source>Show Computer&apos;s Anal&amp;ysis</source>
        <translation>Analyse des &amp;Computers anzeigen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="352"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="354"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="357"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="359"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="361"/>
        <source>Board &amp;Colours</source>
        <translation>Brett&amp;farben</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="362"/>
        <source>&amp;Animation</source>
        <translation>&amp;Animation</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="366"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="370"/>
        <source>System Default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="384"/>
        <source>The language changes when Ferz starts again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Ferz.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="387"/>
        <source>&amp;Moves</source>
        <translation>&amp;Züge</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="390"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="392"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="500"/>
        <source>Your move repeats the position a third time: you may claim a draw, or play on.</source>
        <translation>Ihr Zug wiederholt die Stellung zum dritten Mal: Sie können Remis reklamieren oder weiterspielen.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="502"/>
        <source>Your move completes fifty moves without a capture or a pawn move: you may claim a draw, or play on.</source>
        <translation>Mit Ihrem Zug sind fünfzig Züge ohne Schlagen und ohne Bauernzug gespielt: Sie können Remis reklamieren oder weiterspielen.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="506"/>
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation>Diese Stellung ist dreimal aufgetreten: Sie können Remis reklamieren.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="507"/>
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation>Fünfzig Züge ohne Schlagen und ohne Bauernzug: Sie können Remis reklamieren.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="513"/>
        <location filename="../app/mainwindow.cpp" line="598"/>
        <source>The computer is thinking…</source>
        <translation>Der Computer denkt nach…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="514"/>
        <source>Hints used: %1</source>
        <translation>Verwendete Tipps: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="526"/>
        <source>You may claim a draw: the computer waits until you claim or play on</source>
        <translation>Sie können Remis reklamieren: Der Computer wartet, bis Sie reklamieren oder weiterspielen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="528"/>
        <source>Your move (White)</source>
        <translation>Sie sind am Zug (Weiß)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="528"/>
        <source>Your move (Black)</source>
        <translation>Sie sind am Zug (Schwarz)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="530"/>
        <source>White (the computer) to move</source>
        <translation>Weiß (Computer) ist am Zug</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="530"/>
        <source>Black (the computer) to move</source>
        <translation>Schwarz (Computer) ist am Zug</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="532"/>
        <source> — the white king is in check</source>
        <translation> – der weiße König steht im Schach</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="532"/>
        <source> — the black king is in check</source>
        <translation> – der schwarze König steht im Schach</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="558"/>
        <source>White&apos;s clock</source>
        <translation>Uhr von Weiß</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="558"/>
        <source>Black&apos;s clock</source>
        <translation>Uhr von Schwarz</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="576"/>
        <source>Game over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="601"/>
        <source>The computer is thinking… depth %1, evaluation %2</source>
        <translation>Der Computer denkt nach… Tiefe %1, Bewertung %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="628"/>
        <source>Reviewing the start position.</source>
        <translation>Nachspielen: Ausgangsstellung.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="629"/>
        <source>Reviewing the position after %1.</source>
        <translation>Nachspielen: Stellung nach %1.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="671"/>
        <source>Could not open %1.</source>
        <translation>%1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="682"/>
        <source>%1 holds no game.</source>
        <translation>%1 enthält keine Partie.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="683"/>
        <source>%1 holds no game that can be read: %2</source>
        <translation>%1 enthält keine lesbare Partie: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="698"/>
        <source>The game in %1 cannot be read: %2</source>
        <translation>Die Partie in %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="701"/>
        <source>it is empty</source>
        <translation>sie ist leer</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="734"/>
        <location filename="../app/mainwindow.cpp" line="745"/>
        <source>Save the game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="734"/>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="746"/>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="749"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="773"/>
        <source>The clipboard holds neither a game nor a position. As PGN: %1. As FEN: %2.</source>
        <translation>Die Zwischenablage enthält weder eine Partie noch eine Stellung. Als PGN: %1. Als FEN: %2.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="808"/>
        <source>%1 — Ferz</source>
        <translation>%1 – Ferz</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../app/movelist.cpp" line="6"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../app/movelist.cpp" line="6"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/newgamedialog.cpp" line="25"/>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="27"/>
        <source>Ferz</source>
        <translation>Ferz</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="34"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="35"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="36"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="45"/>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="45"/>
        <source>%1 min + %2 s a move</source>
        <translation>%1 Min. + %2 Sek. pro Zug</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="55"/>
        <source>Standard start position</source>
        <translation>Normale Ausgangsstellung</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="62"/>
        <source>Opponent:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="63"/>
        <source>You play:</source>
        <translation>Sie spielen:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="64"/>
        <source>Computer level:</source>
        <translation>Spielstärke des Computers:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="65"/>
        <source>Clock:</source>
        <translation>Bedenkzeit:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="66"/>
        <source>Start position (FEN):</source>
        <translation>Ausgangsstellung (FEN):</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="69"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../app/positioneditor.cpp" line="54"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="55"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="57"/>
        <source>Set Up a Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="86"/>
        <source>Erase</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="87"/>
        <source>Take pieces off the board (or right-click a piece)</source>
        <translation>Figuren vom Brett nehmen (oder Rechtsklick auf eine Figur)</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="97"/>
        <source>Clear Board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="98"/>
        <source>Start Position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="109"/>
        <source>White O-O</source>
        <translation>Weiß O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="109"/>
        <source>White O-O-O</source>
        <translation>Weiß O-O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="109"/>
        <source>Black O-O</source>
        <translation>Schwarz O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="110"/>
        <source>Black O-O-O</source>
        <translation>Schwarz O-O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="126"/>
        <source>Play from Here</source>
        <translation>Von hier spielen</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="131"/>
        <source>To move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="132"/>
        <source>Castling:</source>
        <translation>Rochade:</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="133"/>
        <source>En passant:</source>
        <translation>En passant:</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="134"/>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../app/preferences.cpp" line="63"/>
        <source>Full strength</source>
        <translation>Volle Spielstärke</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="66"/>
        <source>beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="68"/>
        <source>casual player</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="70"/>
        <source>club player</source>
        <translation>Vereinsspieler</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="72"/>
        <source>strong club player</source>
        <translation>starker Vereinsspieler</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="74"/>
        <source>master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="76"/>
        <source>grandmaster</source>
        <translation>Großmeister</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="77"/>
        <source>%1 Elo — %2</source>
        <translation>%1 Elo – %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="81"/>
        <source>Ferz: play chess against the computer.</source>
        <translation>Ferz: Schach gegen den Computer spielen.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="86"/>
        <source>Print the time to the first painted board and quit.</source>
        <translation>Die Zeit bis zum ersten Zeichnen des Bretts ausgeben und beenden.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="89"/>
        <source>A PGN file to open.</source>
        <translation>Eine PGN-Datei, die geöffnet werden soll.</translation>
    </message>
</context>
</TS>
