<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AutoSave</name>
    <message>
        <location filename="../app/autosave.cpp" line="83"/>
        <source>the file is too large</source>
        <translation>el archivo es demasiado grande</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="96"/>
        <source>it does not say which side you play</source>
        <translation>no dice con qué color juegas</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="111"/>
        <source>its clock cannot be read</source>
        <translation>su reloj no se puede leer</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="130"/>
        <source>The game saved when Ferz last ran could not be read (%1). It was kept as %2.</source>
        <translation>No se pudo leer la partida guardada la última vez que se usó Ferz (%1). Se ha conservado como %2.</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="133"/>
        <source>The game saved when Ferz last ran could not be read (%1).</source>
        <translation>No se pudo leer la partida guardada la última vez que se usó Ferz (%1).</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <location filename="../app/boardtheme.cpp" line="7"/>
        <source>Wood</source>
        <translation>Madera</translation>
    </message>
    <message>
        <location filename="../app/boardtheme.cpp" line="10"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../app/boardtheme.cpp" line="13"/>
        <source>Blue</source>
        <translation>Azul</translation>
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
        <translation>Línea %1: escribe la opción como Nombre=Valor</translation>
    </message>
    <message>
        <location filename="../app/engineconfig.cpp" line="39"/>
        <source>The engine needs a name.</source>
        <translation>El motor necesita un nombre.</translation>
    </message>
    <message>
        <location filename="../app/engineconfig.cpp" line="41"/>
        <source>No program %1 was found.</source>
        <translation>No se encontró el programa %1.</translation>
    </message>
    <message>
        <location filename="../app/engineconfig.cpp" line="42"/>
        <source>%1 is not a program.</source>
        <translation>%1 no es un programa.</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../app/enginesdialog.cpp" line="19"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="20"/>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="22"/>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="23"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="24"/>
        <source>e.g. stockfish or /usr/games/stockfish</source>
        <translation>p. ej., stockfish o /usr/games/stockfish</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="25"/>
        <source>e.g. --uci for gnuchess</source>
        <translation>p. ej., --uci para gnuchess</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="27"/>
        <source>One option a line, e.g.
UCI_LimitStrength=true
UCI_Elo=1500</source>
        <translation>Una opción por línea, p. ej.:
UCI_LimitStrength=true
UCI_Elo=1500</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="36"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="37"/>
        <source>Program:</source>
        <translation>Programa:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="38"/>
        <source>Arguments:</source>
        <translation>Argumentos:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="39"/>
        <source>Options:</source>
        <translation>Opciones:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="53"/>
        <source>UCI chess engines installed on this computer, to play against instead of Ferz.</source>
        <translation>Motores de ajedrez UCI instalados en este ordenador, para jugar contra ellos en lugar de contra Ferz.</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="64"/>
        <source>Choose an engine</source>
        <translation>Elegir un motor</translation>
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
        <translation>Motor nuevo</translation>
    </message>
</context>
<context>
    <name>ExternalEngine</name>
    <message>
        <location filename="../app/externalengine.cpp" line="23"/>
        <source>could not start %1: %2</source>
        <translation>no se pudo iniciar %1: %2</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="150"/>
        <source>%1 wrote a line of more than 64 KB</source>
        <translation>%1 escribió una línea de más de 64 KB</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="220"/>
        <source>%1 answered with the move “%2”, which is not legal here: %3</source>
        <translation>%1 respondió con la jugada «%2», que aquí no es legal: %3</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="239"/>
        <source>%1 stopped unexpectedly (exit code %2)</source>
        <translation>%1 se detuvo inesperadamente (código de salida %2)</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="244"/>
        <source>%1 did not answer “uci”</source>
        <translation>%1 no respondió a «uci»</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="245"/>
        <source>%1 did not answer “isready”</source>
        <translation>%1 no respondió a «isready»</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="247"/>
        <source>%1 did not play its move in time</source>
        <translation>%1 no hizo su jugada a tiempo</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gamecontroller.cpp" line="174"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="175"/>
        <source>It is the computer&apos;s move.</source>
        <translation>Le toca mover al ordenador.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="378"/>
        <source>The computer declines the draw: it thinks it stands better.</source>
        <translation>El ordenador rechaza las tablas: cree que está mejor.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="379"/>
        <source>The computer declines the draw: the game has hardly begun.</source>
        <translation>El ordenador rechaza las tablas: la partida apenas ha empezado.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="382"/>
        <source>The computer accepts the draw: it judges the position equal or worse for itself.</source>
        <translation>El ordenador acepta las tablas: considera que la posición está igualada o es peor para él.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="432"/>
        <source>The computer&apos;s engine stopped: %1. Start a new game to play on.</source>
        <translation>El motor del ordenador se ha detenido: %1. Empieza una partida nueva para seguir jugando.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="508"/>
        <source>Checkmate — White wins</source>
        <translation>Jaque mate — ganan las blancas</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="509"/>
        <source>Checkmate — Black wins</source>
        <translation>Jaque mate — ganan las negras</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="510"/>
        <source>Draw by stalemate</source>
        <translation>Tablas por ahogado</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="511"/>
        <source>Draw: neither side can mate</source>
        <translation>Tablas: ningún bando puede dar mate</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="512"/>
        <source>Draw by fivefold repetition</source>
        <translation>Tablas por quíntuple repetición</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="513"/>
        <source>Draw by the 75-move rule</source>
        <translation>Tablas por la regla de los 75 movimientos</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="515"/>
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation>Tablas por triple repetición, reclamadas por el ordenador</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="516"/>
        <source>Draw by threefold repetition, claimed by you</source>
        <translation>Tablas por triple repetición, reclamadas por ti</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="518"/>
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation>Tablas por la regla de los 50 movimientos, reclamadas por el ordenador</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="519"/>
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation>Tablas por la regla de los 50 movimientos, reclamadas por ti</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="521"/>
        <source>White resigns — Black wins</source>
        <translation>Las blancas abandonan — ganan las negras</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="521"/>
        <source>Black resigns — White wins</source>
        <translation>Las negras abandonan — ganan las blancas</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="522"/>
        <source>Draw by agreement</source>
        <translation>Tablas por acuerdo mutuo</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="524"/>
        <source>White ran out of time — Black wins</source>
        <translation>Las blancas se quedaron sin tiempo — ganan las negras</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="525"/>
        <source>Black ran out of time — White wins</source>
        <translation>Las negras se quedaron sin tiempo — ganan las blancas</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="527"/>
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation>Las blancas se quedaron sin tiempo, pero las negras no pueden dar mate — tablas</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="528"/>
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation>Las negras se quedaron sin tiempo, pero las blancas no pueden dar mate — tablas</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="530"/>
        <source>White won (as recorded in the game)</source>
        <translation>Ganaron las blancas (según consta en la partida)</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="531"/>
        <source>Black won (as recorded in the game)</source>
        <translation>Ganaron las negras (según consta en la partida)</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="532"/>
        <source>Drawn (as recorded in the game)</source>
        <translation>Tablas (según consta en la partida)</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <location filename="../app/gamepicker.cpp" line="52"/>
        <source>Open a game from %1</source>
        <translation>Abrir una partida de %1</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="53"/>
        <source>Filter by player, event, date or result</source>
        <translation>Filtrar por jugador, torneo, fecha o resultado</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="97"/>
        <source>Games: %1 of %2</source>
        <translation>Partidas: %1 de %2</translation>
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
        <translation>Tu partida ha vuelto, tal como la dejaste.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="130"/>
        <source>The game cannot be kept safe on disk: %1</source>
        <translation>No se puede guardar la partida en el disco: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="172"/>
        <source>Type a move: Nf3, e2e4…</source>
        <translation>Escribe una jugada: Nf3, e2e4…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="196"/>
        <location filename="../app/mainwindow.cpp" line="578"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="198"/>
        <location filename="../app/mainwindow.cpp" line="579"/>
        <source>Review</source>
        <translation>Repasar</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="200"/>
        <location filename="../app/mainwindow.cpp" line="580"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="202"/>
        <source>Claim draw</source>
        <translation>Reclamar tablas</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="204"/>
        <source>Play on</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="206"/>
        <source>Back to game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="208"/>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="226"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="228"/>
        <source>&amp;Undo Move</source>
        <translation>&amp;Deshacer jugada</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="232"/>
        <source>&amp;Redo Move</source>
        <translation>&amp;Rehacer jugada</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="237"/>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="241"/>
        <source>O&amp;ffer Draw</source>
        <translation>&amp;Ofrecer tablas</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="243"/>
        <source>&amp;Claim Draw</source>
        <translation>R&amp;eclamar tablas</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="245"/>
        <source>Res&amp;ign</source>
        <translation>A&amp;bandonar</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="247"/>
        <source>Resign</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="247"/>
        <source>Resign this game?</source>
        <translation>¿Abandonar esta partida?</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="250"/>
        <source>&amp;Engines…</source>
        <translation>&amp;Motores…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="254"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="255"/>
        <location filename="../app/mainwindow.cpp" line="671"/>
        <location filename="../app/mainwindow.cpp" line="680"/>
        <location filename="../app/mainwindow.cpp" line="697"/>
        <source>Open a game</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="256"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="259"/>
        <source>Set &amp;Up Position…</source>
        <translation>Preparar pos&amp;ición…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="268"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="269"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="270"/>
        <source>&amp;Copy Game (PGN)</source>
        <translation>&amp;Copiar partida (PGN)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="272"/>
        <source>The game is on the clipboard, as PGN.</source>
        <translation>La partida se ha copiado al portapapeles en formato PGN.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="274"/>
        <source>Copy P&amp;osition (FEN)</source>
        <translation>Copiar p&amp;osición (FEN)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="278"/>
        <source>The position is on the clipboard, as FEN.</source>
        <translation>La posición se ha copiado al portapapeles en formato FEN.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="280"/>
        <source>&amp;Paste Game or Position</source>
        <translation>&amp;Pegar partida o posición</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="282"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="283"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="285"/>
        <source>First Position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="287"/>
        <source>Previous Move</source>
        <translation>Jugada anterior</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="289"/>
        <source>Next Move</source>
        <translation>Jugada siguiente</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="291"/>
        <source>Last Move</source>
        <translation>Última jugada</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="293"/>
        <source>Back to Game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="295"/>
        <source>&amp;About Ferz</source>
        <translation>&amp;Acerca de Ferz</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="298"/>
        <source>About Ferz</source>
        <translation>Acerca de Ferz</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="299"/>
        <source>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;A chess program: play the computer, review the game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Pieces: the Cburnett set by Colin M. L. Burnett (GPL). Sounds and icon made for Ferz.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;Un programa de ajedrez: juega contra el ordenador y repasa la partida.&lt;/p&gt;&lt;p&gt;Software libre bajo la Licencia Pública General de GNU (GPL), versión 3 o posterior.&lt;/p&gt;&lt;p&gt;Piezas: el juego Cburnett de Colin M. L. Burnett (GPL). Sonidos e icono creados para Ferz.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="307"/>
        <source>&amp;Sound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="312"/>
        <source>Show Computer&apos;s Anal&amp;ysis</source>
        <translation>Mostrar el a&amp;nálisis del ordenador</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="352"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="354"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="357"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="359"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="361"/>
        <source>Board &amp;Colours</source>
        <translation>&amp;Colores del tablero</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="362"/>
        <source>&amp;Animation</source>
        <translation>&amp;Animación</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="366"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="370"/>
        <source>System Default</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="384"/>
        <source>The language changes when Ferz starts again.</source>
        <translation>El idioma cambiará la próxima vez que se inicie Ferz.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="387"/>
        <source>&amp;Moves</source>
        <translation>&amp;Jugadas</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="390"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="392"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="500"/>
        <source>Your move repeats the position a third time: you may claim a draw, or play on.</source>
        <translation>Tu jugada repite la posición por tercera vez: puedes reclamar tablas o seguir jugando.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="502"/>
        <source>Your move completes fifty moves without a capture or a pawn move: you may claim a draw, or play on.</source>
        <translation>Con tu jugada se cumplen cincuenta jugadas sin capturas ni movimientos de peón: puedes reclamar tablas o seguir jugando.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="506"/>
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation>Esta posición se ha repetido tres veces: puedes reclamar tablas.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="507"/>
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation>Cincuenta jugadas sin capturas ni movimientos de peón: puedes reclamar tablas.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="513"/>
        <location filename="../app/mainwindow.cpp" line="598"/>
        <source>The computer is thinking…</source>
        <translation>El ordenador está pensando…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="514"/>
        <source>Hints used: %1</source>
        <translation>Pistas usadas: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="526"/>
        <source>You may claim a draw: the computer waits until you claim or play on</source>
        <translation>Puedes reclamar tablas: el ordenador espera a que las reclames o sigas jugando</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="528"/>
        <source>Your move (White)</source>
        <translation>Te toca mover (blancas)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="528"/>
        <source>Your move (Black)</source>
        <translation>Te toca mover (negras)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="530"/>
        <source>White (the computer) to move</source>
        <translation>Mueven las blancas (el ordenador)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="530"/>
        <source>Black (the computer) to move</source>
        <translation>Mueven las negras (el ordenador)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="532"/>
        <source> — the white king is in check</source>
        <translation> — el rey blanco está en jaque</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="532"/>
        <source> — the black king is in check</source>
        <translation> — el rey negro está en jaque</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="558"/>
        <source>White&apos;s clock</source>
        <translation>Reloj de las blancas</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="558"/>
        <source>Black&apos;s clock</source>
        <translation>Reloj de las negras</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="576"/>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="601"/>
        <source>The computer is thinking… depth %1, evaluation %2</source>
        <translation>El ordenador está pensando… profundidad %1, evaluación %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="628"/>
        <source>Reviewing the start position.</source>
        <translation>Repasando la posición inicial.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="629"/>
        <source>Reviewing the position after %1.</source>
        <translation>Repasando la posición tras %1.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="671"/>
        <source>Could not open %1.</source>
        <translation>No se pudo abrir %1.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="682"/>
        <source>%1 holds no game.</source>
        <translation>%1 no contiene ninguna partida.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="683"/>
        <source>%1 holds no game that can be read: %2</source>
        <translation>%1 no contiene ninguna partida legible: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="698"/>
        <source>The game in %1 cannot be read: %2</source>
        <translation>No se puede leer la partida de %1: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="701"/>
        <source>it is empty</source>
        <translation>está vacía</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="734"/>
        <location filename="../app/mainwindow.cpp" line="745"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="734"/>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="746"/>
        <source>Could not save %1: %2</source>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="749"/>
        <source>Saved %1</source>
        <translation>Se guardó %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="773"/>
        <source>The clipboard holds neither a game nor a position. As PGN: %1. As FEN: %2.</source>
        <translation>El portapapeles no contiene ni una partida ni una posición. Como PGN: %1. Como FEN: %2.</translation>
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
        <translation>Blancas</translation>
    </message>
    <message>
        <location filename="../app/movelist.cpp" line="6"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/newgamedialog.cpp" line="25"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="27"/>
        <source>Ferz</source>
        <translation>Ferz</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="34"/>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="35"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="36"/>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="45"/>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="45"/>
        <source>%1 min + %2 s a move</source>
        <translation>%1 min + %2 s por jugada</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="55"/>
        <source>Standard start position</source>
        <translation>Posición inicial estándar</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="62"/>
        <source>Opponent:</source>
        <translation>Rival:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="63"/>
        <source>You play:</source>
        <translation>Juegas con:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="64"/>
        <source>Computer level:</source>
        <translation>Nivel del ordenador:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="65"/>
        <source>Clock:</source>
        <translation>Reloj:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="66"/>
        <source>Start position (FEN):</source>
        <translation>Posición inicial (FEN):</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="69"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../app/positioneditor.cpp" line="54"/>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="55"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="57"/>
        <source>Set Up a Position</source>
        <translation>Preparar una posición</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="86"/>
        <source>Erase</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="87"/>
        <source>Take pieces off the board (or right-click a piece)</source>
        <translation>Quitar piezas del tablero (o clic derecho sobre una pieza)</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="97"/>
        <source>Clear Board</source>
        <translation>Vaciar el tablero</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="98"/>
        <source>Start Position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="109"/>
        <source>White O-O</source>
        <translation>Blancas O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="109"/>
        <source>White O-O-O</source>
        <translation>Blancas O-O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="109"/>
        <source>Black O-O</source>
        <translation>Negras O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="110"/>
        <source>Black O-O-O</source>
        <translation>Negras O-O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="126"/>
        <source>Play from Here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="131"/>
        <source>To move:</source>
        <translation>Juegan:</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="132"/>
        <source>Castling:</source>
        <translation>Enroque:</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="133"/>
        <source>En passant:</source>
        <translation>Al paso:</translation>
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
        <translation>Máxima fuerza</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="66"/>
        <source>beginner</source>
        <translation>principiante</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="68"/>
        <source>casual player</source>
        <translation>aficionado</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="70"/>
        <source>club player</source>
        <translation>jugador de club</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="72"/>
        <source>strong club player</source>
        <translation>jugador de club fuerte</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="74"/>
        <source>master</source>
        <translation>maestro</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="76"/>
        <source>grandmaster</source>
        <translation>gran maestro</translation>
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
        <translation>Ferz: juega al ajedrez contra el ordenador.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="86"/>
        <source>Print the time to the first painted board and quit.</source>
        <translation>Mostrar el tiempo hasta que se dibuja el tablero por primera vez y salir.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="89"/>
        <source>A PGN file to open.</source>
        <translation>Archivo PGN que abrir.</translation>
    </message>
</context>
</TS>
