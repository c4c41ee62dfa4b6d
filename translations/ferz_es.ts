<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AnalysisBoard</name>
    <message>
        <location filename="../app/window/analysisboard.cpp" line="+26"/>
        <source>Analysis &amp;Board</source>
        <translation>&amp;Tablero de análisis</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../app/window/analysispanel.cpp" line="+72"/>
        <source>Analysing… %v of %m positions</source>
        <translation>Analizando… %v de %m posiciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>inaccuracies %1, mistakes %2, blunders %3</source>
        <translation>imprecisiones: %1, errores: %2, errores graves: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+2"/>
        <source>White: %1</source>
        <translation>Blancas: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Black: %1</source>
        <translation>Negras: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ferz&apos;s engine</source>
        <translation>el motor de Ferz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judged by %1, each mark checked at depth %2 to %3.</source>
        <translation>Juzgado por %1; cada marca, comprobada a profundidad de %2 a %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Judged by %1, each mark checked at depth %2.</source>
        <translation>Juzgado por %1; cada marca, comprobada a profundidad %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Judged by %1.</source>
        <translation>Juzgado por %1.</translation>
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
        <translation>%1, profundidad %2–%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, depth %2</source>
        <translation>%1, profundidad %2</translation>
    </message>
</context>
<context>
    <name>AnnotationMenus</name>
    <message>
        <location filename="../app/window/annotationmenus.cpp" line="+20"/>
        <source>Good move</source>
        <translation>Buena jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brilliant move</source>
        <translation>Jugada brillante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Error grave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interesting move</source>
        <translation>Jugada interesante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dubious move</source>
        <translation>Jugada dudosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal position</source>
        <translation>Posición igualada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unclear position</source>
        <translation>Posición incierta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is slightly better</source>
        <translation>Las blancas están algo mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is slightly better</source>
        <translation>Las negras están algo mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is better</source>
        <translation>Las blancas están mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is better</source>
        <translation>Las negras están mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is winning</source>
        <translation>Las blancas ganan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is winning</source>
        <translation>Las negras ganan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Move &amp;Glyph</source>
        <translation>&amp;Signo de la jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Po&amp;sition Glyph</source>
        <translation>Signo de la p&amp;osición</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../app/window/announcer.cpp" line="+16"/>
        <source>pawn</source>
        <translation>peón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knight</source>
        <translation>caballo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bishop</source>
        <translation>alfil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rook</source>
        <translation>torre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>castles kingside</source>
        <translation>enroque corto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>castles queenside</source>
        <translation>enroque largo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 from %2 takes en passant on %3</source>
        <extracomment>&quot;pawn from e5 takes en passant on d6&quot;</extracomment>
        <translation>%1 de %2 captura al paso en %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 from %2 takes %3 on %4</source>
        <extracomment>&quot;bishop from b5 takes knight on c6&quot;</extracomment>
        <translation>%1 de %2 captura %3 en %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 from %2 to %3</source>
        <extracomment>&quot;knight from g1 to f3&quot;</extracomment>
        <translation>%1 de %2 a %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, becomes a %2</source>
        <extracomment>&quot;pawn from e7 to e8, becomes a queen&quot;</extracomment>
        <translation>%1, promoción: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>White: %1</source>
        <translation>Blancas: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black: %1</source>
        <translation>Negras: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, check</source>
        <translation>%1, jaque</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, checkmate</source>
        <translation>%1, jaque mate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, stalemate</source>
        <translation>%1, ahogado</translation>
    </message>
</context>
<context>
    <name>AutoSave</name>
    <message>
        <location filename="../app/game/autosave.cpp" line="+162"/>
        <source>the file is too large</source>
        <translation>el archivo es demasiado grande</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it does not say which side you play</source>
        <translation>no dice con qué color juegas</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>its clock cannot be read</source>
        <translation>su reloj no se puede leer</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it does not say where the game stands</source>
        <translation>no dice en qué punto está la partida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it does not say how the game ended</source>
        <translation>no dice cómo terminó la partida</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The game saved when Ferz last ran could not be read (%1). It was kept as %2.</source>
        <translation>No se pudo leer la partida guardada la última vez que se usó Ferz (%1). Se ha conservado como %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game saved when Ferz last ran could not be read (%1).</source>
        <translation>No se pudo leer la partida guardada la última vez que se usó Ferz (%1).</translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <location filename="../app/board/boardaccessible.cpp" line="+55"/>
        <source>white pawn</source>
        <translation>peón blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white knight</source>
        <translation>caballo blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white bishop</source>
        <translation>alfil blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white rook</source>
        <translation>torre blanca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white queen</source>
        <translation>dama blanca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white king</source>
        <translation>rey blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black pawn</source>
        <translation>peón negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black knight</source>
        <translation>caballo negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black bishop</source>
        <translation>alfil negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black rook</source>
        <translation>torre negra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black queen</source>
        <translation>dama negra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black king</source>
        <translation>rey negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>vacía</translation>
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
        <translation>%1, en la mano</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black at the bottom; the arrow keys move between squares, Enter picks up a piece and puts it down</source>
        <translation>Negras abajo; las flechas pasan de una casilla a otra, Intro coge una pieza y la deja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White at the bottom; the arrow keys move between squares, Enter picks up a piece and puts it down</source>
        <translation>Blancas abajo; las flechas pasan de una casilla a otra, Intro coge una pieza y la deja</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <location filename="../app/board/boardtheme.cpp" line="+17"/>
        <source>Wood</source>
        <translation>Madera</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>High Contrast</source>
        <translation>Alto contraste</translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <location filename="../app/window/boardwords.cpp" line="+23"/>
        <source>Put back.</source>
        <translation>Devuelta a su sitio.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Promotion: queen. The arrow keys choose another piece, Enter takes it, Escape puts the pawn back.</source>
        <translation>Promoción: dama. Las flechas eligen otra pieza, Intro la toma, Escape devuelve el peón.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 on %2 picked up: it can go to %3.</source>
        <extracomment>&quot;Knight on g1 picked up: it can go to f3, h3.&quot;</extracomment>
        <translation>%1 en %2 en la mano: puede ir a %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over. Start a new game, or look back through this one.</source>
        <translation>La partida ha terminado. Empiece una nueva o repase esta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is paused: press P to play on.</source>
        <translation>La partida está en pausa: pulse P para seguir jugando.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is the computer&apos;s move.</source>
        <translation>Le toca mover al ordenador.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The starting position.</source>
        <translation>La posición inicial.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move %1, %2</source>
        <extracomment>&quot;Move 12, Black: knight from g8 to f6.&quot;</extracomment>
        <translation>Jugada %1, %2</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Back to the game.</source>
        <translation>De vuelta a la partida.</translation>
    </message>
</context>
<context>
    <name>DiagramActions</name>
    <message>
        <location filename="../app/window/diagramactions.cpp" line="+33"/>
        <source>Copy Position as &amp;Image</source>
        <translation>Copiar posición como &amp;imagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Diagram…</source>
        <translation>Exportar &amp;diagrama…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The position was copied as an image.</source>
        <translation>La posición se copió como imagen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG image (*.svg)</source>
        <translation>Imagen SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <source>Export Diagram</source>
        <translation>Exportar diagrama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The diagram could not be written: %1</source>
        <translation>No se pudo escribir el diagrama: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The diagram was written to %1.</source>
        <translation>El diagrama se escribió en %1.</translation>
    </message>
</context>
<context>
    <name>DiagramDialog</name>
    <message>
        <location filename="../app/dialogs/diagramdialog.cpp" line="+51"/>
        <source>Show &amp;coordinates</source>
        <translation>Mostrar &amp;coordenadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;arrows and marked squares</source>
        <translation>Mostrar &amp;flechas y casillas marcadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Diagram</source>
        <translation>Exportar diagrama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board&apos;s colours</source>
        <translation>Los colores del tablero</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Print (black and white)</source>
        <translation>Impresión (blanco y negro)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As on the board</source>
        <translation>Como en el tablero</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White at the bottom</source>
        <translation>Blancas abajo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black at the bottom</source>
        <translation>Negras abajo</translation>
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
        <translation>Co&amp;lores:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Orientation:</source>
        <translation>&amp;Orientación:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Size:</source>
        <translation>&amp;Tamaño:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preview</source>
        <extracomment>The picture of the diagram in the Export Diagram dialog.</extracomment>
        <translation>Vista previa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
</context>
<context>
    <name>EngineConfig</name>
    <message>
        <location filename="../app/game/engineconfig.cpp" line="+31"/>
        <source>Line %1: write an option as Name=Value</source>
        <translation>Línea %1: escribe la opción como Nombre=Valor</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (Elo %2–%3)</source>
        <translation>%1 (Elo %2–%3)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The engine needs a name.</source>
        <translation>El motor necesita un nombre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No program %1 was found.</source>
        <translation>No se encontró el programa %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not a program.</source>
        <translation>%1 no es un programa.</translation>
    </message>
    <message>
        <location filename="../app/game/ucijudge.cpp" line="+48"/>
        <source>could not start %1: %2</source>
        <translation>no se pudo iniciar %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 did not answer “uci”</source>
        <translation>%1 no respondió a «uci»</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+15"/>
        <source>%1 did not answer “isready”</source>
        <translation>%1 no respondió a «isready»</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 wrote a line of more than 64 KB</source>
        <translation>%1 escribió una línea de más de 64 KB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 crashed or was killed</source>
        <translation>%1 falló o fue terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stopped unexpectedly (exit code %2)</source>
        <translation>%1 se detuvo inesperadamente (código de salida %2)</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 did not stop when asked</source>
        <translation>%1 no se detuvo cuando se le pidió</translation>
    </message>
</context>
<context>
    <name>EnginePanel</name>
    <message>
        <location filename="../app/window/enginepanel.cpp" line="+101"/>
        <source>&amp;Lines:</source>
        <translation>&amp;Líneas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine that analyses</source>
        <translation>El motor que analiza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis engine</source>
        <translation>Motor de análisis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Threads and hash of the analysis</source>
        <translation>Hilos y hash del análisis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis settings</source>
        <translation>Ajustes del análisis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine lines</source>
        <translation>Líneas del motor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart Engine</source>
        <translation>&amp;Reiniciar motor</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+14"/>
        <source>Ferz (built in)</source>
        <translation>Ferz (integrado)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>&amp;Threads</source>
        <translation>&amp;Hilos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hash</source>
        <translation>H&amp;ash</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>K Q R B N</source>
        <extracomment>The letters of the king, queen, rook, bishop and knight in moves (SAN), in this order, separated by spaces: &quot;K Q R B N&quot; in English, &quot;Кр Ф Л С К&quot; in Russian.</extracomment>
        <translation type="vanished">R D T A C</translation>
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
        <translation>El análisis se detuvo: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checkmate: there is no move to analyse.</source>
        <translation>Jaque mate: no hay ninguna jugada que analizar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stalemate: there is no move to analyse.</source>
        <translation>Ahogado: no hay ninguna jugada que analizar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>depth %1</source>
        <translation>profundidad %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes</source>
        <translation>%1 nodos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../app/dialogs/enginesdialog.cpp" line="+24"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rescan</source>
        <translation>Volver a buscar</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+31"/>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. stockfish or /usr/games/stockfish</source>
        <translation>p. ej., stockfish o /usr/games/stockfish</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. --uci for gnuchess</source>
        <translation>p. ej., --uci para gnuchess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One option a line, e.g.
UCI_LimitStrength=true
UCI_Elo=1500</source>
        <translation>Una opción por línea, p. ej.:
UCI_LimitStrength=true
UCI_Elo=1500</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Program:</source>
        <translation>Programa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Program</source>
        <translation>Programa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arguments:</source>
        <translation>Argumentos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options:</source>
        <translation>Opciones:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Look for the chess engines installed on this computer</source>
        <translation>Buscar los motores de ajedrez instalados en este ordenador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Judge of the analyses:</source>
        <translation>Juez de los análisis:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine that analyses your games: Analyse Game, the training positions and the Games window</source>
        <translation>El motor que analiza tus partidas: Analizar partida, las posiciones de entrenamiento y la ventana Partidas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>UCI chess engines installed on this computer, to play against instead of Ferz, or to judge your games.</source>
        <translation>Motores de ajedrez UCI instalados en este ordenador, para jugar contra ellos en lugar de contra Ferz, o para juzgar tus partidas.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Ferz</source>
        <translation>Ferz</translation>
    </message>
    <message>
        <source>UCI chess engines installed on this computer, to play against instead of Ferz.</source>
        <translation type="vanished">Motores de ajedrez UCI instalados en este ordenador, para jugar contra ellos en lugar de contra Ferz.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Choose an engine</source>
        <translation>Elegir un motor</translation>
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
        <translation>Buscando motores de ajedrez…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No engine found that is not in the list already.</source>
        <translation>No se encontró ningún motor que no esté ya en la lista.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found: %1.</source>
        <translation>Encontrado: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New engine</source>
        <translation>Motor nuevo</translation>
    </message>
</context>
<context>
    <name>EvalBar</name>
    <message>
        <location filename="../app/window/evalbar.cpp" line="+16"/>
        <source>Evaluation: %1</source>
        <translation>Evaluación: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Evaluation</source>
        <translation>Evaluación</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <location filename="../app/window/evalgraph.cpp" line="+13"/>
        <location line="+6"/>
        <source>White&apos;s winning chances after each move; click to see the position</source>
        <translation>Probabilidades de victoria de las blancas tras cada jugada; haz clic para ver la posición</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+48"/>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+50"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
</context>
<context>
    <name>ExternalEngine</name>
    <message>
        <location filename="../app/game/externalengine.cpp" line="+25"/>
        <source>could not start %1: %2</source>
        <translation>no se pudo iniciar %1: %2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 does not play Chess960 (it has no UCI_Chess960 option)</source>
        <translation>%1 no juega Chess960 (no tiene la opción UCI_Chess960)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1 wrote a line of more than 64 KB</source>
        <translation>%1 escribió una línea de más de 64 KB</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 wrote a line Ferz cannot read: “%2”</source>
        <translation>%1 escribió una línea que Ferz no puede leer: «%2»</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 answered with the move “%2”, which is not legal here: %3</source>
        <translation>%1 respondió con la jugada «%2», que aquí no es legal: %3</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 crashed or was killed (signal %2)</source>
        <translation>%1 falló o fue terminado (señal %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 stopped unexpectedly (exit code %2)</source>
        <translation>%1 se detuvo inesperadamente (código de salida %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 did not answer “uci”</source>
        <translation>%1 no respondió a «uci»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not answer “isready”</source>
        <translation>%1 no respondió a «isready»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 did not stop when asked</source>
        <translation>%1 no se detuvo cuando se le pidió</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not play its move in time</source>
        <translation>%1 no hizo su jugada a tiempo</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <location filename="../app/window/gameactions.cpp" line="+60"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo Move</source>
        <translation>&amp;Deshacer jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo Move</source>
        <translation>&amp;Rehacer jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>Pi&amp;sta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O&amp;ffer Draw</source>
        <translation>&amp;Ofrecer tablas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Claim Draw</source>
        <translation>R&amp;eclamar tablas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Res&amp;ign</source>
        <translation>A&amp;bandonar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top Game…</source>
        <translation>&amp;Detener partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Engines…</source>
        <translation>&amp;Motores…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from &amp;Here…</source>
        <translation>Jugar desde &amp;aquí…</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+3"/>
        <source>Take back a move</source>
        <translation>Deshacer una jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over: %1. Take back your last move and play on without this result?</source>
        <translation>La partida ha terminado: %1. ¿Deshacer su última jugada y seguir jugando sin este resultado?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Draw offer</source>
        <translation>Oferta de tablas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 ofrece tablas. %2, ¿acepta?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resign</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resign this game?</source>
        <translation>¿Abandonar esta partida?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stop the game</source>
        <translation>Detener la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop this game without a result? It will not count for your rating, and the computer&apos;s analysis of it is then on offer.</source>
        <translation>¿Detener esta partida sin resultado? No contará para tu puntuación, y el análisis del ordenador estará entonces disponible.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game is over in this position: there is nothing to play.</source>
        <translation>La partida ha terminado en esta posición: no hay nada que jugar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play the side to move, without a clock. The computer&apos;s level:</source>
        <translation>Juegas con el bando al que le toca mover, sin reloj. Nivel del ordenador:</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>New Game now offers the chess engines found on this computer: %1.</source>
        <translation>Nueva partida ofrece ahora los motores de ajedrez encontrados en este ordenador: %1.</translation>
    </message>
    <message>
        <source>Chess engines found on this computer: %1. Choose one in New Game.</source>
        <translation type="vanished">Motores de ajedrez encontrados en este ordenador: %1. Elija uno en Nueva partida.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="+228"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is paused.</source>
        <translation>La partida está en pausa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the computer&apos;s move.</source>
        <translation>Le toca mover al ordenador.</translation>
    </message>
    <message>
        <location line="+324"/>
        <source>The computer declines the draw: it thinks it stands better.</source>
        <translation>El ordenador rechaza las tablas: cree que está mejor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer declines the draw: the game has hardly begun.</source>
        <translation>El ordenador rechaza las tablas: la partida apenas ha empezado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer accepts the draw: it judges the position equal or worse for itself.</source>
        <translation>El ordenador acepta las tablas: considera que la posición está igualada o es peor para él.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 does not play Chess960: Ferz plays in its place.</source>
        <translation>%1 no juega Chess960: Ferz juega en su lugar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer&apos;s engine stopped: %1. Start a new game to play on.</source>
        <translation>El motor del ordenador se ha detenido: %1. Empieza una partida nueva para seguir jugando.</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+4"/>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Usted</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ferz, full strength</source>
        <translation>Ferz, máxima fuerza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ferz %1</source>
        <translation>Ferz %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Chess960, start position %1</source>
        <translation>Chess960, posición inicial %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation type="vanished">Jaque mate — ganan las blancas</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation type="vanished">Jaque mate — ganan las negras</translation>
    </message>
    <message>
        <source>Draw by stalemate</source>
        <translation type="vanished">Tablas por ahogado</translation>
    </message>
    <message>
        <source>Draw: neither side can mate</source>
        <translation type="vanished">Tablas: ningún bando puede dar mate</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation type="vanished">Tablas por quíntuple repetición</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule</source>
        <translation type="vanished">Tablas por la regla de los 75 movimientos</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation type="vanished">Tablas por triple repetición, reclamadas por el ordenador</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by you</source>
        <translation type="vanished">Tablas por triple repetición, reclamadas por ti</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by White</source>
        <translation type="vanished">Tablas por triple repetición, reclamadas por las blancas</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by Black</source>
        <translation type="vanished">Tablas por triple repetición, reclamadas por las negras</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation type="vanished">Tablas por la regla de los 50 movimientos, reclamadas por el ordenador</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation type="vanished">Tablas por la regla de los 50 movimientos, reclamadas por ti</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by White</source>
        <translation type="vanished">Tablas por la regla de los 50 movimientos, reclamadas por las blancas</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by Black</source>
        <translation type="vanished">Tablas por la regla de los 50 movimientos, reclamadas por las negras</translation>
    </message>
    <message>
        <source>White resigns — Black wins</source>
        <translation type="vanished">Las blancas abandonan — ganan las negras</translation>
    </message>
    <message>
        <source>Black resigns — White wins</source>
        <translation type="vanished">Las negras abandonan — ganan las blancas</translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation type="vanished">Tablas por acuerdo mutuo</translation>
    </message>
    <message>
        <source>White ran out of time — Black wins</source>
        <translation type="vanished">Las blancas se quedaron sin tiempo — ganan las negras</translation>
    </message>
    <message>
        <source>Black ran out of time — White wins</source>
        <translation type="vanished">Las negras se quedaron sin tiempo — ganan las blancas</translation>
    </message>
    <message>
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation type="vanished">Las blancas se quedaron sin tiempo, pero las negras no pueden dar mate — tablas</translation>
    </message>
    <message>
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation type="vanished">Las negras se quedaron sin tiempo, pero las blancas no pueden dar mate — tablas</translation>
    </message>
    <message>
        <source>White won (as recorded in the game)</source>
        <translation type="vanished">Ganaron las blancas (según consta en la partida)</translation>
    </message>
    <message>
        <source>Black won (as recorded in the game)</source>
        <translation type="vanished">Ganaron las negras (según consta en la partida)</translation>
    </message>
    <message>
        <source>Drawn (as recorded in the game)</source>
        <translation type="vanished">Tablas (según consta en la partida)</translation>
    </message>
    <message>
        <source>Stopped without a result: the game does not count</source>
        <translation type="vanished">Detenida sin resultado: la partida no cuenta</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <location filename="../app/window/gamedocument.cpp" line="+67"/>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has changes that are not saved.</source>
        <translation>Esta partida tiene cambios sin guardar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 tiene cambios sin guardar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save them before the game is replaced?</source>
        <translation>¿Guardarlos antes de reemplazar la partida?</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+12"/>
        <location line="+9"/>
        <location line="+16"/>
        <location line="+18"/>
        <source>Open a game</source>
        <extracomment>&quot;Could not open /home/anna/game.pgn: there is no such file.&quot;</extracomment>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation type="vanished">No se pudo abrir %1.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>%1 holds no game.</source>
        <translation>%1 no contiene ninguna partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no game that can be read: %2</source>
        <translation>%1 no contiene ninguna partida legible: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game in %1 cannot be read: %2</source>
        <translation>No se puede leer la partida de %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is empty</source>
        <translation>está vacía</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not UTF-8: it was read as Latin-1.</source>
        <translation>%1 no está en UTF-8: se leyó como Latin-1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+46"/>
        <location line="+29"/>
        <location line="+12"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Ferz repaired this game of %1 to read it.</source>
        <translation>Ferz tuvo que reparar esta partida de %1 para leerla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saving writes Ferz&apos;s text of the game in place of the text in the file.</source>
        <translation>Al guardar, el texto de Ferz de la partida sustituye al texto del archivo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <source>%1 was changed by another program since Ferz read it.</source>
        <translation>Otro programa ha cambiado %1 desde que Ferz lo leyó.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The game is still in it. Overwrite that game with this one, or save this game as a new file?</source>
        <translation>La partida sigue en él. ¿Sobrescribir esa partida con esta o guardar esta partida como un archivo nuevo?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Overwrite That Game</source>
        <translation>&amp;Sobrescribir esa partida</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game Ferz read is no longer in it, so it cannot be written back there.</source>
        <translation>La partida que leyó Ferz ya no está en él, así que no se puede volver a escribir allí.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game cannot be saved into %1.</source>
        <translation>La partida no se puede guardar en %1.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>This game is being played: it is the game on the board.</source>
        <translation>Esta partida se está jugando: es la partida del tablero.</translation>
    </message>
    <message numerus="yes">
        <location line="+105"/>
        <source>(And %n more.)</source>
        <translation>
            <numerusform>(Y %n más.)</numerusform>
            <numerusform>(Y %n más.)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+41"/>
        <source>Could not save %1: %2</source>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+40"/>
        <source>Saved %1</source>
        <translation>Se guardó %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The clipboard holds neither a game nor a position. As PGN: %1. As FEN: %2.</source>
        <translation>El portapapeles no contiene ni una partida ni una posición. Como PGN: %1. Como FEN: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no moves</source>
        <translation>no hay jugadas</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The game is on the clipboard, as PGN.</source>
        <translation>La partida se ha copiado al portapapeles en formato PGN.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The position is on the clipboard, as FEN.</source>
        <translation>La posición se ha copiado al portapapeles en formato FEN.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="-215"/>
        <location line="+216"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location line="-327"/>
        <source>Save them before Ferz quits?</source>
        <translation>¿Guardarlos antes de salir de Ferz?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No file was named to open.</source>
        <translation>No se indicó ningún archivo para abrir.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>there is no such file</source>
        <translation>ese archivo no existe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a folder</source>
        <translation>es una carpeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be read</source>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not open %1: %2.</source>
        <translation>No se pudo abrir %1: %2.</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+227"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message numerus="yes">
        <location line="-112"/>
        <source>The clipboard holds %n games: the first is on the board.</source>
        <translation>
            <numerusform>El portapapeles contiene %n partida: la primera está en el tablero.</numerusform>
            <numerusform>El portapapeles contiene %n partidas: la primera está en el tablero.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Set &amp;Up Position…</source>
        <translation>Preparar pos&amp;ición…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Game (PGN)</source>
        <translation>&amp;Copiar partida (PGN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy P&amp;osition (FEN)</source>
        <translation>Copiar p&amp;osición (FEN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste Game or Position</source>
        <translation>&amp;Pegar partida o posición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ferz repaired this game to read it: %1.</source>
        <translation>Ferz tuvo que reparar esta partida para leerla: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some clock times or evaluations in this game could not be read; they are kept as comments.</source>
        <translation>Algunos tiempos de reloj o evaluaciones de esta partida no se pudieron leer; se conservan como comentarios.</translation>
    </message>
    <message>
        <location line="-205"/>
        <location line="+121"/>
        <source>%1 vs %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>This game of the library cannot be read: %1</source>
        <translation>No se puede leer esta partida de la biblioteca: %1</translation>
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
        <translation>el archivo es más corto que antes</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the file is in Latin-1, which cannot hold every character of the game</source>
        <translation>el archivo está en Latin-1, que no puede contener todos los caracteres de la partida</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <location filename="../app/dialogs/gamepicker.cpp" line="+72"/>
        <source>Open a game from %1</source>
        <translation>Abrir una partida de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter by player, event, date, result or opening</source>
        <translation>Filtrar por jugador, evento, fecha, resultado o apertura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter</source>
        <translation>Filtro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Games: %1 of %2</source>
        <translation>Partidas: %1 de %2</translation>
    </message>
</context>
<context>
    <name>GamePolicy</name>
    <message>
        <source>The analysis board opens when the game against the computer is over.</source>
        <translation type="vanished">El tablero de análisis se abre cuando termina la partida contra el ordenador.</translation>
    </message>
    <message>
        <source>A game against the computer is analysed when it is over.</source>
        <translation type="vanished">Una partida contra el ordenador se analiza cuando termina.</translation>
    </message>
    <message>
        <source>The analysis of this game shows when the game against the computer is over.</source>
        <translation type="vanished">El análisis de esta partida se muestra cuando termina la partida contra el ordenador.</translation>
    </message>
    <message>
        <source>You took back a move: this game no longer counts for your rating.</source>
        <translation type="vanished">Deshiciste una jugada: esta partida ya no cuenta para tu puntuación.</translation>
    </message>
    <message>
        <source>You asked for a hint: this game no longer counts for your rating.</source>
        <translation type="vanished">Pediste una pista: esta partida ya no cuenta para tu puntuación.</translation>
    </message>
    <message>
        <location filename="../app/game/gamepolicy.cpp" line="+55"/>
        <source>The computer&apos;s evaluation shows when the game is over or stopped.</source>
        <translation>La evaluación del ordenador aparece cuando la partida termina o se detiene.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The analysis board opens when the game is over or stopped (Game → Stop Game).</source>
        <translation>El tablero de análisis se abre cuando la partida termina o se detiene (Partida → Detener partida).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is analysed when it is over or stopped (Game → Stop Game).</source>
        <translation>La partida se analiza cuando termina o se detiene (Partida → Detener partida).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The analysis of this game shows when the game is over or stopped.</source>
        <translation>El análisis de esta partida aparece cuando la partida termina o se detiene.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This rated game stays as it ended: its result counts. Play from Here plays on from a position of it.</source>
        <translation>Esta partida puntuada queda como terminó: su resultado cuenta. Jugar desde aquí continúa desde una de sus posiciones.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer has analysed this game, so it is not played on. Play from Here plays on from a position of it.</source>
        <translation>El ordenador ha analizado esta partida, así que no se sigue jugando. Jugar desde aquí continúa desde una de sus posiciones.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Take back your move? This game will then no longer count for your rating.</source>
        <translation>¿Deshacer tu jugada? Esta partida dejará de contar para tu puntuación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for a hint? This game will then no longer count for your rating.</source>
        <translation>¿Pedir una pista? Esta partida dejará de contar para tu puntuación.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The opening tree is shown when the game has ended or is stopped (Game → Stop Game).</source>
        <translation>El árbol de aperturas se muestra cuando la partida ha terminado o se ha detenido (Partida → Detener partida).</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <location filename="../app/dialogs/gameswindow.cpp" line="+269"/>
        <location filename="../app/dialogs/librarymodel.cpp" line="+89"/>
        <source>Full</source>
        <translation>Máx.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/librarymodel.cpp" line="+27"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <location filename="../app/dialogs/gameswindow.cpp" line="+21"/>
        <location filename="../app/dialogs/librarymodel.cpp" line="+1"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="-2"/>
        <location filename="../app/dialogs/librarymodel.cpp" line="+1"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../app/dialogs/librarymodel.cpp" line="+1"/>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <location filename="../app/dialogs/gameswindow.cpp" line="-9"/>
        <location line="+2"/>
        <location line="+13"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+311"/>
        <source>Analysing game %1 of %2…</source>
        <translation>Analizando la partida %1 de %2…</translation>
    </message>
    <message>
        <location line="-254"/>
        <source>Rating</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search players, event, opening or date</source>
        <translation>Buscar jugadores, evento, apertura o fecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your colour</source>
        <translation>Tu color</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Import progress</source>
        <translation>Progreso de la importación</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Library update progress</source>
        <extracomment>The accessible name of the Games window&apos;s progress bar while an older library is brought up to date at start-up.</extracomment>
        <translation>Progreso de la actualización de la biblioteca</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the game for review</source>
        <translation>Abrir la partida para revisarla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the selected games in a PGN file</source>
        <translation>Guardar las partidas elegidas en un archivo PGN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the games of PGN files, such as lichess or chess.com exports</source>
        <translation>Añadir las partidas de archivos PGN, como exportaciones de lichess o chess.com</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation>Ana&amp;lizar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse the selected games in the background: marks, reasons and better moves, kept in the library</source>
        <translation>Analizar en segundo plano las partidas seleccionadas: marcas, motivos y mejores jugadas, guardados en la biblioteca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analysis progress</source>
        <translation>Progreso del análisis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the Analysis</source>
        <translation>Cancelar el análisis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;Names…</source>
        <translation>Tus &amp;nombres…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The names you play under elsewhere, to find your games among those imported</source>
        <translation>Los nombres con los que juegas en otros sitios, para encontrar tus partidas entre las importadas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Any level</source>
        <translation>Cualquier nivel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Either colour</source>
        <translation>Cualquier color</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had White</source>
        <translation>Jugaste con blancas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had Black</source>
        <translation>Jugaste con negras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any result</source>
        <translation>Cualquier resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won</source>
        <translation>Ganaste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lost</source>
        <translation>Perdiste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any time</source>
        <translation>Cualquier fecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>Últimos 30 días</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Últimos 12 meses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any variant</source>
        <translation>Cualquier variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard chess</source>
        <translation>Ajedrez estándar</translation>
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
        <translation>No se puede abrir la biblioteca de partidas.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Any opponent</source>
        <translation>Cualquier rival</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Games: %1</source>
        <translation>Partidas: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games shown: %1 of %2</source>
        <translation>Partidas mostradas: %1 de %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Analysis cancelled. Games analysed: %1.</source>
        <extracomment>The end of the Games window&apos;s analysis: how many games were analysed.</extracomment>
        <translation>Análisis cancelado. Partidas analizadas: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games analysed: %1.</source>
        <translation>Partidas analizadas: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games that could not be analysed: %1 (%2).</source>
        <translation>Partidas que no se pudieron analizar: %1 (%2).</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+8"/>
        <source>Export games</source>
        <translation>Exportar partidas</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 could not be written: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>games.pgn</source>
        <translation>partidas.pgn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games exported: %1, to %2</source>
        <translation>Partidas exportadas: %1, a %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>Delete games</source>
        <translation>Borrar partidas</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The games could not be deleted: %1</source>
        <translation>No se pudieron borrar las partidas: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete this game from the library?</source>
        <translation>¿Borrar esta partida de la biblioteca?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected games (%1) from the library?</source>
        <translation>¿Borrar las partidas elegidas (%1) de la biblioteca?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This cannot be undone. Export them first to keep a copy.</source>
        <translation>No se puede deshacer. Expórtalas antes para guardar una copia.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Importing…</source>
        <translation>Importando…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your names</source>
        <translation>Tus nombres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Besides %1, the names you play under (on lichess, on chess.com), separated by commas. Your games among those imported are found by them.</source>
        <translation>Además de %1, los nombres con los que juegas (en lichess, en chess.com), separados por comas. Con ellos se encuentran tus partidas entre las importadas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import games</source>
        <translation>Importar partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 added, %2 already in the library, %3 could not be read.</source>
        <extracomment>The numbers of games of the files imported.</extracomment>
        <translation>Añadidas: %1, ya en la biblioteca: %2, ilegibles: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import cancelled.</source>
        <translation>Importación cancelada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not UTF-8, read as Latin-1: %1.</source>
        <translation>No están en UTF-8, leídos como Latin-1: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first that could not be read: %1</source>
        <translation>La primera ilegible: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games could not be added to the game library: %1.</source>
        <translation>No se pudieron añadir partidas a la biblioteca: %1.</translation>
    </message>
    <message>
        <location line="-382"/>
        <source>All &amp;Positions</source>
        <extracomment>Clears the Games window&apos;s search by position: every game is listed again.</extracomment>
        <translation>Todas las &amp;posiciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the games of every position again</source>
        <translation>Volver a mostrar las partidas de todas las posiciones</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>Games that reached the position %1, in any move order.</source>
        <extracomment>Above the Games window&apos;s list: which position its games reached. %1 is &quot;after 12. Nf3&quot; or &quot;at the start&quot;.</extracomment>
        <translation>Partidas que llegaron a la posición %1, en cualquier orden de jugadas.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>Material</source>
        <translation>Material</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Any material</source>
        <translation>Cualquier material</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pawn endings</source>
        <translation>Finales de peones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight endings</source>
        <translation>Finales de caballos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bishop endings</source>
        <translation>Finales de alfiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opposite-coloured bishops</source>
        <translation>Alfiles de distinto color</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bishop against knight</source>
        <translation>Alfil contra caballo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rook endings</source>
        <translation>Finales de torres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rook and minor piece each</source>
        <translation>Torre y pieza menor cada uno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen endings</source>
        <translation>Finales de damas</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Updating your library for this version of Ferz…</source>
        <extracomment>The Games window while an older library is brought up to date at start-up (its progress bar beside it).</extracomment>
        <translation>Actualizando su biblioteca para esta versión de Ferz…</translation>
    </message>
</context>
<context>
    <name>HelpActions</name>
    <message>
        <location filename="../app/window/helpactions.cpp" line="+22"/>
        <source>Ferz &amp;Help</source>
        <translation>&amp;Ayuda de Ferz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>A&amp;tajos de teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ferz</source>
        <translation>A&amp;cerca de Ferz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About Ferz</source>
        <translation>Acerca de Ferz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;A chess program: play the computer, review the game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Pieces: the Cburnett set by Colin M. L. Burnett (GPL). Sounds and icon made for Ferz.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;Un programa de ajedrez: juega contra el ordenador y repasa la partida.&lt;/p&gt;&lt;p&gt;Software libre bajo la Licencia Pública General de GNU (GPL), versión 3 o posterior.&lt;/p&gt;&lt;p&gt;Piezas: el juego Cburnett de Colin M. L. Burnett (GPL). Sonidos e icono creados para Ferz.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../app/dialogs/helpdialog.cpp" line="+23"/>
        <source>Ferz Help</source>
        <translation>Ayuda de Ferz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Moving</source>
        <translation>Mover</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a piece to its square, or click the piece and then the square. The squares it may go to are marked. A right click or Esc puts it back. A move can also be typed in the field under the moves, as Nf3 or g1f3. When the board refuses a move, a line above it says why.</source>
        <translation>Arrastre una pieza a su casilla, o haga clic en la pieza y luego en la casilla. Las casillas a las que puede ir están marcadas. Un clic derecho o Esc la devuelve. También puede escribir la jugada en el campo bajo las jugadas, como Nf3 o g1f3. Cuando el tablero rechaza una jugada, una línea encima dice por qué.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Without the mouse</source>
        <translation>Sin ratón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board takes the keyboard&apos;s focus; Tab goes through the toolbar, the buttons of the banner above the board, the board, the moves and the move field. The arrow keys move a framed square; Enter or Space picks up the piece there and puts it down on its new square; Esc puts it back. A pawn that promotes offers the queen first: the arrow keys choose another piece, Enter takes it, or press Q, R, B or N. From the moves, the arrow keys, Home and End step through the game. While a banner shows, Enter presses its framed button (New game at the end of a game).</source>
        <translation>El tablero recibe el foco del teclado; Tab recorre la barra de herramientas, los botones del aviso sobre el tablero, el tablero, las jugadas y el campo de jugada. Las flechas mueven una casilla enmarcada; Intro o Espacio coge la pieza que hay en ella y la deja en su nueva casilla; Esc la devuelve. Un peón que corona ofrece primero la dama: las flechas eligen otra pieza, Intro la toma, o pulsa Q, R, B o N. Desde las jugadas, las flechas, Inicio y Fin recorren la partida. Mientras se ve un aviso, Intro pulsa su botón enmarcado (Nueva partida al final de una partida).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each square of the board reads as, for example, &quot;e4, white pawn&quot;, in the order the board is shown, and the moves as a list, the move on show selected. The line at the foot of the window says every move of both sides in words, check and checkmate, the end of the game, the answer to a draw offer and why a move was refused; a screen reader speaks it as a notification. While you review, it says the move on show and the analysis&apos;s verdict. View → Speak Moves says it aloud without a screen reader. View → Board Colours → High Contrast outlines the pieces on strongly contrasting squares.</source>
        <translation>Cada casilla del tablero se lee, por ejemplo, como «e4, peón blanco», en el orden en que se muestra el tablero, y las jugadas como una lista, con la jugada mostrada seleccionada. La línea al pie de la ventana dice con palabras cada jugada de ambos bandos, el jaque y el jaque mate, el final de la partida, la respuesta a una oferta de tablas y por qué se rechazó una jugada; un lector de pantalla la pronuncia como una notificación. Al revisar, dice la jugada mostrada y el veredicto del análisis. Ver → Decir las jugadas la pronuncia en voz alta sin lector de pantalla. Ver → Colores del tablero → Alto contraste perfila las piezas sobre casillas muy contrastadas.</translation>
    </message>
    <message>
        <source>The board takes the keyboard&apos;s focus (Tab goes on to the move field and the moves). The arrow keys move a framed square; Enter or Space picks up the piece there and puts it down on its new square; Esc puts it back. A pawn that promotes offers the queen first: the arrow keys choose another piece, Enter takes it, or press Q, R, B or N. From the moves, the arrow keys, Home and End step through the game.</source>
        <translation type="vanished">El tablero recibe el foco del teclado (Tab pasa al campo de jugada y a las jugadas). Las flechas mueven una casilla enmarcada; Intro o Espacio coge la pieza que hay en ella y la deja en su nueva casilla; Esc la devuelve. Un peón que corona ofrece primero la dama: las flechas eligen otra pieza, Intro la toma, o pulsa Q, R, B o N. Desde las jugadas, las flechas, Inicio y Fin recorren la partida.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>With a screen reader</source>
        <translation>Con un lector de pantalla</translation>
    </message>
    <message>
        <source>Each square of the board reads as, for example, &quot;e4, white pawn&quot;, in the order the board is shown. The line at the foot of the window says every move of both sides in words, check, the end of the game, the answer to a draw offer and why a move was refused; a screen reader speaks it as a notification. While you review, it says the move on show and the analysis&apos;s verdict. View → Speak Moves says it aloud without a screen reader. View → Board Colours → High Contrast outlines the pieces on strongly contrasting squares.</source>
        <translation type="vanished">Cada casilla del tablero se lee, por ejemplo, como «e4, peón blanco», en el orden en que se muestra el tablero. La línea al pie de la ventana dice con palabras cada jugada de ambos bandos, el jaque, el final de la partida, la respuesta a una oferta de tablas y por qué se rechazó una jugada; un lector de pantalla la pronuncia como una notificación. Al revisar, dice la jugada mostrada y el veredicto del análisis. Ver → Decir las jugadas la pronuncia en voz alta sin lector de pantalla. Ver → Colores del tablero → Alto contraste perfila las piezas sobre casillas muy contrastadas.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The players and the clock</source>
        <translation>Los jugadores y el reloj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name and the computer&apos;s level stand above and below the board, with the captured pieces and each side&apos;s clock. A side&apos;s first move is not timed. The clocks stop while a dialog is open, and P pauses the game; the computer does not think meanwhile. A takeback gives back the board, not the time. A clock turns red when little time is left.</source>
        <translation>Su nombre y el nivel del ordenador aparecen encima y debajo del tablero, con las piezas capturadas y el reloj de cada bando. La primera jugada de cada bando no se cronometra. Los relojes se detienen mientras hay un diálogo abierto, y P pausa la partida; mientras tanto el ordenador no piensa. Deshacer una jugada devuelve el tablero, no el tiempo. Un reloj se vuelve rojo cuando queda poco tiempo.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Offer a draw, claim one when the rules allow, resign, or stop the game without a result (Stop Game: it does not count), from the Game menu. The result is written at the end of the moves. Undo after a resignation or an agreed draw asks first, and plays on without the result; a rated game stays as it ended.</source>
        <translation>Ofrezca tablas, reclámelas cuando las reglas lo permitan, abandone o detenga la partida sin resultado (Detener partida: no cuenta), desde el menú Partida. El resultado se escribe al final de las jugadas. Deshacer tras un abandono o unas tablas acordadas pregunta primero y sigue la partida sin el resultado; una partida puntuada queda como terminó.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click a move in the list, or use the arrow keys, to see the position after it; Home and End go to the start and back to the game. A move played on the board in review becomes a variation. Analyse Game marks each move: ?! an inaccuracy, ? a mistake, ?? a blunder, with the reason and the better move as an arrow. Each mark is checked by a deeper search before it is shown, and the words under the graph name the judge: Ferz&apos;s engine, or another installed engine, such as Stockfish, chosen as Judge of the analyses in Game → Engines. Play from Here continues against the computer from the position on show.</source>
        <translation>Haga clic en una jugada de la lista, o use las flechas, para ver la posición tras ella; Inicio y Fin llevan al principio y de vuelta a la partida. Una jugada hecha en el tablero durante la revisión se convierte en una variante. Analizar la partida marca cada jugada: ?! una imprecisión, ? un error, ?? un error grave, con la razón y la mejor jugada como flecha. Cada marca se comprueba con una búsqueda más profunda antes de mostrarse, y el texto bajo el gráfico nombra al juez: el motor de Ferz u otro motor instalado, como Stockfish, elegido como Juez de los análisis en Partida → Motores. Jugar desde aquí sigue contra el ordenador desde la posición mostrada.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Analysis Board (L), in the Game menu, shows the engine&apos;s best lines for the position on show, with the evaluation from White&apos;s side (+1.20 is good for White, #5 a mate in five), a bar beside the board and the best moves as arrows. It follows every step through the game; click a move of a line to add the line up to it as a variation. Choose the engine and the number of lines above them, threads and memory under ⋯. While a game is being played it waits, as Analyse Game does, until the game has ended or is stopped.</source>
        <translation>El tablero de análisis (L), en el menú Partida, muestra las mejores líneas del motor para la posición en pantalla, con la evaluación desde el lado de las blancas (+1.20 es bueno para las blancas, #5 un mate en cinco), una barra junto al tablero y las mejores jugadas como flechas. Sigue cada paso por la partida; un clic en una jugada de una línea añade la línea hasta ella como variante. El motor y el número de líneas se eligen encima, los hilos y la memoria en ⋯. Mientras se juega una partida espera, como Analizar partida, a que termine o se detenga.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Arrows and marks</source>
        <translation>Flechas y marcas</translation>
    </message>
    <message>
        <source>Drag with the right mouse button to draw an arrow; right-click a square to mark it. Green without a key, red with Shift, blue with Alt, yellow with Shift and Alt; the same again takes it away, a left click clears the board. By keys: X marks the framed square, V on one square and V on another draws an arrow, Delete clears. They belong to the move on show and are saved in its comment, as lichess and ChessBase save them. Export Diagram, in the Game menu, writes the position on show with them as a PNG or SVG picture; Copy Position as Image, in the Edit menu, copies it.</source>
        <translation type="vanished">Arrastre con el botón derecho del ratón para dibujar una flecha; un clic derecho en una casilla la marca. Verde sin tecla, rojo con Mayús, azul con Alt, amarillo con Mayús y Alt; lo mismo otra vez lo quita, un clic izquierdo limpia el tablero. Con el teclado: X marca la casilla enmarcada, V en una casilla y V en otra dibuja una flecha, Supr limpia. Pertenecen a la jugada mostrada y se guardan en su comentario, como los guardan lichess y ChessBase. Exportar diagrama, en el menú Partida, escribe la posición mostrada con ellas como imagen PNG o SVG; Copiar posición como imagen, en el menú Editar, la copia.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A game against Ferz at a level, from the usual start (not an opening chosen to practise), counts for your rating (Glicko-2) when it ends without a move taken back or a hint, which ask first; New Game says whether the game it sets up is rated. Each level counts at the Elo it measured in matches. The rating stands beside your name, with how sure it is (± one deviation); Games (Ctrl+L), Rating, shows its course, and New Game suggests a level for even chances and one a bit harder.</source>
        <translation>Una partida contra Ferz en un nivel, desde la posición inicial (no desde una apertura elegida para practicar), cuenta para tu puntuación (Glicko-2) cuando termina sin jugadas deshechas ni pistas, que preguntan antes; Nueva partida dice si la partida que preparas es puntuada. Cada nivel cuenta con el Elo que midió en partidas. La puntuación aparece junto a tu nombre, con su seguridad (± una desviación); Partidas (Ctrl+L), Puntuación, muestra su evolución, y Nueva partida sugiere un nivel para chances parejas y otro algo más difícil.</translation>
    </message>
    <message>
        <source>Your name and the computer&apos;s level stand above and below the board, with the captured pieces and each side&apos;s clock. A side&apos;s first move is not timed. The clocks stop while a dialog is open, and P pauses the game. A clock turns red when little time is left.</source>
        <translation type="vanished">Su nombre y el nivel del ordenador aparecen encima y debajo del tablero, con las piezas capturadas y el reloj de cada bando. La primera jugada de cada bando no se cronometra. Los relojes se detienen mientras hay un diálogo abierto, y P pausa la partida. Un reloj se vuelve rojo cuando queda poco tiempo.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Levels</source>
        <translation>Niveles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Levels are Elo ratings measured against other engines: 600 is a beginner, 1200 a casual player, 1600 a club player, 2000 and above a strong player. Full strength plays as well as Ferz can. Hints (H) come from full strength, whatever the level.</source>
        <translation>Los niveles son puntuaciones Elo medidas contra otros programas: 600 es un principiante, 1200 un jugador ocasional, 1600 un jugador de club, 2000 o más un jugador fuerte. La máxima fuerza juega tan bien como Ferz puede. Las pistas (H) vienen siempre de la máxima fuerza.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Openings</source>
        <translation>Aperturas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opening reached is named above the moves, by its ECO code and name, and saved with the game. Ferz plays its openings from a book of sound lines: a beginner knows a few moves of the common openings, a strong level the main lines further, full strength the whole book. New Game chooses the book (Ferz&apos;s, none, or a Polyglot .bin file of your own) and an opening to practise: type any words of its name, and the game starts from its position.</source>
        <translation>La apertura alcanzada se nombra encima de las jugadas, con su código ECO y su nombre, y se guarda con la partida. Ferz juega sus aperturas con un libro de líneas sólidas: un principiante conoce unas pocas jugadas de las aperturas comunes, un nivel fuerte las líneas principales más a fondo, la fuerza máxima todo el libro. Nueva partida elige el libro (el de Ferz, ninguno o un archivo Polyglot .bin propio) y una apertura para practicar: escriba cualquier palabra de su nombre y la partida empieza desde su posición.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ending a game</source>
        <translation>Terminar una partida</translation>
    </message>
    <message>
        <source>Offer a draw, claim one when the rules allow, or resign, from the Game menu. The result is written at the end of the moves. Undo after a resignation or an agreed draw asks first, and plays on without the result.</source>
        <translation type="vanished">Ofrezca tablas, reclámelas cuando las reglas lo permitan, o abandone, desde el menú Partida. El resultado se escribe al final de las jugadas. Deshacer tras un abandono o unas tablas acordadas pregunta primero y sigue la partida sin el resultado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review</source>
        <translation>Revisar</translation>
    </message>
    <message>
        <source>Click a move in the list, or use the arrow keys, to see the position after it; Home and End go to the start and back to the game. A move played on the board in review becomes a variation. Analyse Game marks each move: ?! an inaccuracy, ? a mistake, ?? a blunder, with the reason and the better move as an arrow. Play from Here continues against the computer from the position on show.</source>
        <translation type="vanished">Haga clic en una jugada de la lista, o use las flechas, para ver la posición tras ella; Inicio y Fin llevan al principio y de vuelta a la partida. Una jugada hecha en el tablero durante la revisión se convierte en una variante. Analizar la partida marca cada jugada: ?! una imprecisión, ? un error, ?? un error grave, con la razón y la mejor jugada como flecha. Jugar desde aquí sigue contra el ordenador desde la posición mostrada.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The analysis board</source>
        <translation>El tablero de análisis</translation>
    </message>
    <message>
        <source>Analysis Board (L), in the Game menu, shows the engine&apos;s best lines for the position on show, with the evaluation from White&apos;s side (+1.20 is good for White, #5 a mate in five), a bar beside the board and the best moves as arrows. It follows every step through the game; click a move of a line to add the line up to it as a variation. Choose the engine and the number of lines above them, threads and memory under ⋯. It is not available while you play against the computer.</source>
        <translation type="vanished">El tablero de análisis (L), en el menú Partida, muestra las mejores líneas del motor para la posición en pantalla, con la evaluación desde el lado de las blancas (+1.20 es bueno para las blancas, #5 un mate en cinco), una barra junto al tablero y las mejores jugadas como flechas. Sigue cada paso por la partida; un clic en una jugada de una línea añade la línea hasta ella como variante. El motor y el número de líneas se eligen encima, los hilos y la memoria en ⋯. No está disponible mientras juega contra el ordenador.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your notes</source>
        <translation>Sus notas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment (Ctrl+K) writes your own comment on the move on show. The Moves menu, or a right click on a move, gives the move a glyph such as ! or ?, and the position after it one such as ±. Ctrl+Alt+Z undoes such an edit; they are saved with the game.</source>
        <translation>Comentario (Ctrl+K) escribe su propio comentario sobre la jugada mostrada. El menú Jugadas, o un clic derecho sobre una jugada, da a la jugada un signo como ! o ?, y a la posición siguiente uno como ±. Ctrl+Alt+Z deshace ese cambio; todo se guarda con la partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drag with the right mouse button to draw an arrow; right-click a square to mark it. Green without a key, red with Shift, blue with Alt, yellow with Shift and Alt; the same again takes it away, a left click clears the board. By keys: X marks the framed square, V on one square and V on another draws an arrow, Delete clears. They belong to the move on show and are saved in its comment, as lichess and ChessBase save them. Export Diagram, in the File menu, writes the position on show with them as a PNG or SVG picture; Copy Position as Image, in the Edit menu, copies it.</source>
        <translation>Arrastre con el botón derecho del ratón para dibujar una flecha; un clic derecho en una casilla la marca. Verde sin tecla, rojo con Mayús, azul con Alt, amarillo con Mayús y Alt; lo mismo otra vez lo quita, un clic izquierdo limpia el tablero. Con el teclado: X marca la casilla enmarcada, V en una casilla y V en otra dibuja una flecha, Supr limpia. Pertenecen a la jugada mostrada y se guardan en su comentario, como los guardan lichess y ChessBase. Exportar diagrama, en el menú Archivo, escribe la posición mostrada con ellas como imagen PNG o SVG; Copiar posición como imagen, en el menú Editar, la copia.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your rating</source>
        <translation>Tu puntuación</translation>
    </message>
    <message>
        <source>A game against Ferz at a level, from the usual start, counts for your rating (Glicko-2) when it ends without a move taken back or a hint; New Game says whether the game it sets up is rated. Each level counts at the Elo it measured in matches. The rating stands beside your name, with how sure it is (± one deviation); Games (Ctrl+L), Rating, shows its course, and New Game suggests a level for even chances and one a bit harder.</source>
        <translation type="vanished">Una partida contra Ferz en un nivel, desde la posición inicial, cuenta para tu puntuación (Glicko-2) cuando termina sin jugadas deshechas ni pistas; Nueva partida dice si la partida que preparas es puntuada. Cada nivel cuenta con el Elo que midió en partidas. La puntuación aparece junto a tu nombre, con su seguridad (± una desviación); Partidas (Ctrl+L), Puntuación, muestra su evolución, y Nueva partida sugiere un nivel para chances parejas y otro algo más difícil.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each game, Ferz looks at your moves in the background and keeps each mistake and blunder as a position to train on; games you import under your names count too. Train (Ctrl+T) shows the positions due: find a better move. A move as good as the engine&apos;s is accepted; another is explained, and you may try again or see the solution. A position you solve comes back later and later; one you miss, the next day.</source>
        <translation>Tras cada partida, Ferz revisa tus jugadas en segundo plano y guarda cada error y error grave como posición de entrenamiento; las partidas que importas con tus nombres también cuentan. Entrenar (Ctrl+T) muestra las posiciones pendientes: encuentra una jugada mejor. Una jugada tan buena como la del motor se acepta; otra se explica, y puedes intentarlo de nuevo o ver la solución. Una posición resuelta vuelve cada vez más tarde; una fallada, al día siguiente.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your games</source>
        <translation>Sus partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress is kept on disk after every move and comes back when Ferz starts again. Every game you play is kept in your game library: Games (Ctrl+L) lists them, to search, filter, sort by a column, open for review, export as PGN or delete. Import adds the games of PGN files, such as your lichess or chess.com exports; Your Names tells Ferz which player is you. ferz --import file.pgn does the same without a window. Save (Ctrl+S) writes a game as a PGN file; before the changes you made to a game of a file are replaced, Ferz asks.</source>
        <translation>La partida en curso se guarda en disco tras cada jugada y vuelve cuando Ferz arranca de nuevo. Cada partida que juegas se guarda en tu biblioteca de partidas: Partidas (Ctrl+L) las lista, para buscar, filtrar, ordenar por una columna, abrir para revisar, exportar como PGN o borrar. Importar añade las partidas de archivos PGN, como tus exportaciones de lichess o chess.com; Tus nombres le dice a Ferz qué jugador eres. ferz --import archivo.pgn hace lo mismo sin ventana. Guardar (Ctrl+S) escribe una partida en un archivo PGN; antes de reemplazar los cambios que hiciste en una partida de un archivo, Ferz pregunta.</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <location filename="../app/library/library.cpp" line="+342"/>
        <location line="+79"/>
        <location line="+212"/>
        <source>it is not a Ferz library</source>
        <translation>no es una biblioteca de Ferz</translation>
    </message>
    <message>
        <location line="-264"/>
        <source>The folder of the game library, %1, cannot be made.</source>
        <translation>No se puede crear la carpeta de la biblioteca de partidas, %1.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your game library %1 is from a newer Ferz, so this one leaves it untouched and keeps no games in it.</source>
        <translation>Tu biblioteca de partidas %1 es de un Ferz más reciente, así que esta versión no la toca ni guarda partidas en ella.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another program keeps your game library %1 locked, so it is left untouched. Close that program and start Ferz again to use it.</source>
        <translation>Otro programa mantiene bloqueada tu biblioteca de partidas %1, así que no se toca. Cierra ese programa y vuelve a iniciar Ferz.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game library %1 cannot be opened: %2</source>
        <translation>No se puede abrir la biblioteca de partidas %1: %2</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>%1 cannot be moved aside</source>
        <translation>%1 no se puede apartar</translation>
    </message>
    <message>
        <location line="-278"/>
        <source>it was made by a newer Ferz</source>
        <translation>la creó una versión más reciente de Ferz</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>the library&apos;s file or its folder is read-only</source>
        <translation>el archivo de la biblioteca o su carpeta es de solo lectura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another program is using the game library</source>
        <translation>otro programa está usando la biblioteca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk could not be read or written</source>
        <translation>no se pudo leer o escribir el disco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the library&apos;s file is damaged</source>
        <translation>el archivo de la biblioteca está dañado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the library&apos;s file cannot be opened</source>
        <translation>no se puede abrir el archivo de la biblioteca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you are not allowed to use the library&apos;s file</source>
        <translation>no tienes permiso para usar el archivo de la biblioteca</translation>
    </message>
    <message>
        <source>another program keeps it locked</source>
        <translation type="vanished">otro programa la mantiene bloqueada</translation>
    </message>
    <message>
        <location line="+315"/>
        <source>it is damaged</source>
        <translation>está dañada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game library could not be used (%1). It was moved to %2, and a new library was made.</source>
        <translation>No se pudo usar tu biblioteca de partidas (%1). Se movió a %2 y se creó una biblioteca nueva.</translation>
    </message>
    <message>
        <location filename="../app/library/librarystore.cpp" line="+41"/>
        <location line="+36"/>
        <source>the game library is not open</source>
        <translation>la biblioteca de partidas no está abierta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read</source>
        <translation>No se puede leer %1</translation>
    </message>
</context>
<context>
    <name>LibraryKeeper</name>
    <message>
        <location filename="../app/window/librarykeeper.cpp" line="+27"/>
        <source>Your games cannot be kept in the game library: %1</source>
        <translation>Tus partidas no se pueden guardar en la biblioteca: %1</translation>
    </message>
</context>
<context>
    <name>LibraryWindows</name>
    <message>
        <location filename="../app/window/librarywindows.cpp" line="+112"/>
        <source>It waits while you play.</source>
        <translation>Espera mientras juegas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It waits while the computer runs on its battery.</source>
        <translation>Espera mientras el ordenador funciona con batería.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Games…</source>
        <translation>&amp;Partidas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Train…</source>
        <translation>En&amp;trenar…</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>The games with this position are shown once the game has ended.</source>
        <translation>Las partidas con esta posición se muestran cuando termina la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games of the library that reached the position on show, in any move order</source>
        <translation>Las partidas de la biblioteca que llegaron a la posición mostrada, en cualquier orden de jugadas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>after %1</source>
        <extracomment>Games with This Position: the position, in &quot;Games that reached the position %1&quot;.</extracomment>
        <translation>tras %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the start</source>
        <translation>inicial</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Games &amp;with This Position</source>
        <translation>Partidas &amp;con esta posición</translation>
    </message>
</context>
<context>
    <name>LiveAnalysis</name>
    <message>
        <location filename="../app/game/liveanalysis.cpp" line="+117"/>
        <source>%1 does not play Chess960: Ferz analyses this game.</source>
        <translation>%1 no juega Chess960: Ferz analiza esta partida.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/window/mainwindow.cpp" line="+166"/>
        <source>Your game is back, as you left it, with the clocks paused. Press P to play on.</source>
        <translation>Su partida ha vuelto tal como la dejó, con los relojes en pausa. Pulse P para seguir jugando.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is back, as you left it.</source>
        <translation>Tu partida ha vuelto, tal como la dejaste.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The game cannot be kept safe on disk: %1</source>
        <translation>No se puede guardar la partida en el disco: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="vanished">Nueva partida</translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="vanished">Repasar</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation type="vanished">Analizar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Cerrar</translation>
    </message>
    <message>
        <source>Claim draw</source>
        <translation type="vanished">Reclamar tablas</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation type="vanished">Seguir jugando</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation type="vanished">Volver a la partida</translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="vanished">Aceptar</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>A new game. %1.</source>
        <translation>Una partida nueva. %1.</translation>
    </message>
    <message>
        <source>Your move repeats the position a third time: you may claim a draw, or play on.</source>
        <translation type="vanished">Tu jugada repite la posición por tercera vez: puedes reclamar tablas o seguir jugando.</translation>
    </message>
    <message>
        <source>Your move completes fifty moves without a capture or a pawn move: you may claim a draw, or play on.</source>
        <translation type="vanished">Con tu jugada se cumplen cincuenta jugadas sin capturas ni movimientos de peón: puedes reclamar tablas o seguir jugando.</translation>
    </message>
    <message>
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation type="vanished">Esta posición se ha repetido tres veces: puedes reclamar tablas.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation type="vanished">Cincuenta jugadas sin capturas ni movimientos de peón: puedes reclamar tablas.</translation>
    </message>
    <message>
        <source>Paused: press P to play on</source>
        <translation type="vanished">En pausa: pulse P para seguir jugando</translation>
    </message>
    <message>
        <source>You may claim a draw: the computer waits until you claim or play on</source>
        <translation type="vanished">Puedes reclamar tablas: el ordenador espera a que las reclames o sigas jugando</translation>
    </message>
    <message>
        <source>From a file, White to move: a move plays on against %1</source>
        <translation type="vanished">De un archivo, juegan las blancas: una jugada la continúa contra %1</translation>
    </message>
    <message>
        <source>From a file, Black to move: a move plays on against %1</source>
        <translation type="vanished">De un archivo, juegan las negras: una jugada la continúa contra %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="vanished">Juegan las blancas</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="vanished">Juegan las negras</translation>
    </message>
    <message>
        <source>Your move (White)</source>
        <translation type="vanished">Te toca mover (blancas)</translation>
    </message>
    <message>
        <source>Your move (Black)</source>
        <translation type="vanished">Te toca mover (negras)</translation>
    </message>
    <message>
        <source>White (the computer) to move</source>
        <translation type="vanished">Mueven las blancas (el ordenador)</translation>
    </message>
    <message>
        <source>Black (the computer) to move</source>
        <translation type="vanished">Mueven las negras (el ordenador)</translation>
    </message>
    <message>
        <source> — the white king is in check</source>
        <translation type="vanished"> — el rey blanco está en jaque</translation>
    </message>
    <message>
        <source> — the black king is in check</source>
        <translation type="vanished"> — el rey negro está en jaque</translation>
    </message>
    <message>
        <location line="+380"/>
        <source>Ferz cannot speak: no speech engine is installed. Install speech-dispatcher (or Qt&apos;s flite plugin), or use a screen reader.</source>
        <translation>Ferz no puede hablar: no hay ningún motor de voz instalado. Instala speech-dispatcher (o el módulo flite de Qt), o usa un lector de pantalla.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../app/window/menus.cpp" line="+27"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Moves</source>
        <translation>&amp;Jugadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Library</source>
        <translation>&amp;Biblioteca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>New</source>
        <translation>Nueva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip</source>
        <translation>Girar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw?</source>
        <translation>¿Tablas?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
</context>
<context>
    <name>MoveListAccessible</name>
    <message>
        <location filename="../app/window/movelistaccessible.cpp" line="+90"/>
        <source>The moves of the game; the arrow keys step through them</source>
        <translation>Las jugadas de la partida; las flechas las recorren</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Move %1, %2</source>
        <extracomment>A move of the move list as a screen reader says it: &quot;Move 12, Black: knight from g8 to f6.&quot;</extracomment>
        <translation>Jugada %1, %2</translation>
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
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ferz</source>
        <translation>Ferz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another person, at this board</source>
        <translation>Otra persona, en este tablero</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The other player</source>
        <translation>El otro jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the board towards the side to move</source>
        <translation>Girar el tablero hacia el bando que mueve</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+112"/>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 min + %2 s a move</source>
        <translation>%1 min + %2 s por jugada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other</source>
        <translation>Otro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes for the game; 0: no clock</source>
        <translation>Minutos para la partida; 0: sin reloj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> s a move</source>
        <translation> s por jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+136"/>
        <source>Seconds added after each move</source>
        <translation>Segundos añadidos tras cada jugada</translation>
    </message>
    <message>
        <location line="-126"/>
        <source>You</source>
        <translation>Usted</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ferz&apos;s book</source>
        <translation>El libro de Ferz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No book</source>
        <translation>Sin libro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Other book file…</source>
        <translation>Otro archivo de libro…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The opening moves the computer knows: Ferz&apos;s own book, none, or a Polyglot book file (.bin)</source>
        <translation>Las jugadas de apertura que conoce el ordenador: el libro de Ferz, ninguno o un archivo de libro Polyglot (.bin)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>None: the usual start</source>
        <translation>Ninguna: el comienzo habitual</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No opening&apos;s name holds “%1”. Try fewer letters, or its ECO code.</source>
        <translation>Ninguna apertura lleva «%1» en su nombre. Prueba con menos letras o con su código ECO.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start from a named opening: its moves are played, and the game goes on from there. Type part of its name to find it.</source>
        <translation>Empezar desde una apertura con nombre: se juegan sus jugadas y la partida sigue desde ahí. Escriba parte de su nombre para encontrarla.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Standard chess</source>
        <translation>Ajedrez estándar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess960 (Fischer random chess): the pieces of the back rank start on one of 960 arrangements, the same for both sides; castling puts king and rook on their usual squares</source>
        <translation>Chess960 (ajedrez aleatorio de Fischer): las piezas de la primera fila empiezan en una de 960 disposiciones, la misma para ambos bandos; el enroque lleva el rey y la torre a sus casillas habituales</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The start position&apos;s number, 0 to 959 (518 is the standard one), or Random: a new one each game, shown above the moves</source>
        <translation>El número de la posición inicial, de 0 a 959 (518 es la estándar), o Al azar: una nueva en cada partida, mostrada encima de las jugadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess960 start position</source>
        <translation>Posición inicial de Chess960</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Standard start position</source>
        <translation>Posición inicial estándar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your name:</source>
        <translation>Su nombre:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent:</source>
        <translation>Rival:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their name:</source>
        <translation>Su nombre (del otro):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play:</source>
        <translation>Juegas con:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level:</source>
        <translation>Nivel del ordenador:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For you:</source>
        <translation>Para ti:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opening book:</source>
        <translation>Libro de aperturas:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Clock:</source>
        <translation>Reloj:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minutes for each player</source>
        <translation>Minutos para cada jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start position:</source>
        <translation>Posición inicial:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Practise an opening:</source>
        <translation>Practicar una apertura:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start position (FEN):</source>
        <translation>Posición inicial (FEN):</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Choose an opening book</source>
        <translation>Elegir un libro de aperturas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polyglot opening books (*.bin);;All files (*)</source>
        <translation>Libros de aperturas Polyglot (*.bin);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>a new position each game</source>
        <translation>una posición nueva en cada partida</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Rated: the result moves your rating. Taking back a move or asking for a hint makes the game unrated.</source>
        <translation>Puntuada: el resultado mueve tu puntuación. Deshacer una jugada o pedir una pista la deja sin puntuar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not rated: only Ferz&apos;s levels are measured.</source>
        <translation>Sin puntuar: solo los niveles de Ferz están medidos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated: two people play.</source>
        <translation>Sin puntuar: juegan dos personas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated: the opening to practise is chosen, not played.</source>
        <translation>Sin puntuar: la apertura para practicar se elige, no se juega.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated: Chess960 games do not count for your rating (the levels are measured in standard chess).</source>
        <translation>Sin puntuar: las partidas de Chess960 no cuentan para tu puntuación (los niveles se miden en ajedrez estándar).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated: the game starts from a set-up position.</source>
        <translation>Sin puntuar: la partida empieza en una posición preparada.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: about even</source>
        <translation>%1: más o menos parejo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a bit harder</source>
        <translation>%1: algo más difícil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your rating is %1 ± %2.</source>
        <translation>Tu puntuación es %1 ± %2.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>None: two people play</source>
        <translation>Ninguno: juegan dos personas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set by the engine&apos;s options (Engines…)</source>
        <translation>Lo fijan las opciones del motor (Motores…)</translation>
    </message>
</context>
<context>
    <name>OpeningBook</name>
    <message>
        <location filename="../app/game/openingbook.cpp" line="+20"/>
        <source>%1 cannot be used as an opening book: %2.</source>
        <translation>%1 no se puede usar como libro de aperturas: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ferz&apos;s book</source>
        <translation>El libro de Ferz</translation>
    </message>
</context>
<context>
    <name>OpeningTree</name>
    <message>
        <location filename="../app/window/openingtree.cpp" line="+51"/>
        <source>Opening &amp;Tree</source>
        <translation>Á&amp;rbol de aperturas</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>The game ended in this position, so no move is played after it here. Step back through the game to play a move as a variation.</source>
        <translation>La partida terminó en esta posición, así que aquí no se juega ninguna jugada después. Retroceda en la partida para jugar una jugada como variante.</translation>
    </message>
</context>
<context>
    <name>OpeningTreeModel</name>
    <message>
        <location filename="../app/window/openingtreemodel.cpp" line="+147"/>
        <source>1 game</source>
        <translation>1 partida</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1 draw</source>
        <translation>1 tablas</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n draws</source>
        <translation>
            <numerusform>%n tablas</numerusform>
            <numerusform>%n tablas</numerusform>
        </translation>
    </message>
    <message>
        <location line="-2"/>
        <source>White scores %1 percent</source>
        <translation>las blancas puntúan un %1 por ciento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black scores %1 percent</source>
        <translation>las negras puntúan un %1 por ciento</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>last played %1</source>
        <translation>jugada por última vez el %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>in the book, %1 percent</source>
        <translation>en el libro, %1 por ciento</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last</source>
        <translation>Última</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Book</source>
        <translation>Libro</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move played from the position on show</source>
        <translation>La jugada hecha desde la posición mostrada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games of the library that played it</source>
        <translation>Las partidas de la biblioteca que la jugaron</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The score of the side to move with it</source>
        <translation>La puntuación del bando que mueve con ella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its draws</source>
        <translation>Sus tablas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last date it was played</source>
        <translation>La última fecha en que se jugó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its share of the opening book&apos;s weight</source>
        <translation>Su parte del peso del libro de aperturas</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>in the book, less than 1 percent</source>
        <translation>en el libro, menos del 1 por ciento</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>in your repertoire as White and as Black</source>
        <translation>en tu repertorio con blancas y con negras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in your repertoire as White</source>
        <translation>en tu repertorio con blancas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in your repertoire as Black</source>
        <translation>en tu repertorio con negras</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>in your repertoire</source>
        <translation>en tu repertorio</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A star: the move is in your repertoire</source>
        <translation>Una estrella: la jugada está en tu repertorio</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Opp.</source>
        <translation>Riv.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The opponents&apos; average rating: Ferz&apos;s level in the games it played, else the rating of the side not to move</source>
        <translation>La puntuación media de los rivales: el nivel de Ferz en sus partidas; si no, la puntuación del bando que no mueve</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>opponents&apos; average rating %1</source>
        <translation>puntuación media de los rivales %1</translation>
    </message>
</context>
<context>
    <name>OpeningTreePanel</name>
    <message>
        <location filename="../app/window/openingtreepanel.cpp" line="+126"/>
        <source>Reading the library…</source>
        <translation>Leyendo la biblioteca…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game of the library went on from this position, and the book has no move here.</source>
        <translation>Ninguna partida de la biblioteca siguió desde esta posición, y el libro no tiene jugada aquí.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My games</source>
        <translation>Mis partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mine as White</source>
        <translation>Mías con blancas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mine as Black</source>
        <translation>Mías con negras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imported</source>
        <translation>Importadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A player&apos;s games</source>
        <translation>Partidas de un jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games in the opening tree</source>
        <translation>Partidas del árbol de aperturas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player&apos;s name</source>
        <translation>Nombre del jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening tree</source>
        <translation>Árbol de aperturas</translation>
    </message>
    <message>
        <source>The moves played from the position on show in the library&apos;s games, and the book&apos;s. Enter plays the move.</source>
        <translation type="vanished">Las jugadas hechas desde la posición mostrada en las partidas de la biblioteca, y las del libro. Intro juega la jugada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The moves played from the position on show in the library&apos;s games, and the book&apos;s. Enter plays the move; Insert adds it to your repertoire for the side to move, Shift+Insert for the other side, Delete takes it out.</source>
        <translation>Las jugadas hechas desde la posición mostrada en las partidas de la biblioteca, y las del libro. Intro juega la jugada. Insert la añade a tu repertorio para el bando que mueve, Mayús+Insert para el otro bando, Supr la quita.</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Add to My Repertoire as White</source>
        <translation>Añadir a mi repertorio con blancas</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>The game library cannot be used now, and the book has no move here.</source>
        <translation>La biblioteca de partidas no se puede usar ahora, y el libro no tiene jugada aquí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game library cannot be used now, so only the book&apos;s moves are shown.</source>
        <translation>La biblioteca de partidas no se puede usar ahora, así que solo se muestran las jugadas del libro.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Add to My Repertoire as Black</source>
        <translation>Añadir a mi repertorio con negras</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove from My Repertoire</source>
        <translation>Quitar de mi repertorio</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../app/game/outcome.cpp" line="+222"/>
        <source>Checkmate — White wins</source>
        <translation>Jaque mate — ganan las blancas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkmate — Black wins</source>
        <translation>Jaque mate — ganan las negras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by stalemate</source>
        <translation>Tablas por ahogado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw: neither side can mate</source>
        <translation>Tablas: ningún bando puede dar mate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by fivefold repetition</source>
        <translation>Tablas por quíntuple repetición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 75-move rule</source>
        <translation>Tablas por la regla de los 75 movimientos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation>Tablas por triple repetición, reclamadas por el ordenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by threefold repetition, claimed by you</source>
        <translation>Tablas por triple repetición, reclamadas por ti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by threefold repetition, claimed by White</source>
        <translation>Tablas por triple repetición, reclamadas por las blancas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by threefold repetition, claimed by Black</source>
        <translation>Tablas por triple repetición, reclamadas por las negras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation>Tablas por la regla de los 50 movimientos, reclamadas por el ordenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation>Tablas por la regla de los 50 movimientos, reclamadas por ti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 50-move rule, claimed by White</source>
        <translation>Tablas por la regla de los 50 movimientos, reclamadas por las blancas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 50-move rule, claimed by Black</source>
        <translation>Tablas por la regla de los 50 movimientos, reclamadas por las negras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White resigns — Black wins</source>
        <translation>Las blancas abandonan — ganan las negras</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black resigns — White wins</source>
        <translation>Las negras abandonan — ganan las blancas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by agreement</source>
        <translation>Tablas por acuerdo mutuo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White ran out of time — Black wins</source>
        <translation>Las blancas se quedaron sin tiempo — ganan las negras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black ran out of time — White wins</source>
        <translation>Las negras se quedaron sin tiempo — ganan las blancas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation>Las blancas se quedaron sin tiempo, pero las negras no pueden dar mate — tablas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation>Las negras se quedaron sin tiempo, pero las blancas no pueden dar mate — tablas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White won (as recorded in the game)</source>
        <translation>Ganaron las blancas (según consta en la partida)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black won (as recorded in the game)</source>
        <translation>Ganaron las negras (según consta en la partida)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn (as recorded in the game)</source>
        <translation>Tablas (según consta en la partida)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped without a result: the game does not count</source>
        <translation>Detenida sin resultado: la partida no cuenta</translation>
    </message>
</context>
<context>
    <name>PenWords</name>
    <message>
        <location filename="../app/board/pen.cpp" line="+59"/>
        <source>green</source>
        <extracomment>The colours of the arrows and marked squares a player draws on the board.</extracomment>
        <translation>verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Arrow from %1 to %2, %3.</source>
        <extracomment>Said when the player draws an arrow: &quot;Arrow from e2 to e4, green.&quot;</extracomment>
        <translation>Flecha de %1 a %2, en %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrow from %1 to %2 removed.</source>
        <extracomment>Said when the player takes an arrow off the board.</extracomment>
        <translation>Flecha de %1 a %2 quitada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 marked %2.</source>
        <extracomment>Said when the player marks a square: &quot;e4 marked green.&quot;</extracomment>
        <translation>%1 marcada en %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark on %1 removed.</source>
        <extracomment>Said when the player takes the mark off a square.</extracomment>
        <translation>Marca en %1 quitada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrows and marks cleared.</source>
        <translation>Flechas y marcas borradas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Arrow from %1: press V on the square it goes to.</source>
        <extracomment>Said after V on a square: the arrow starts there; V on another square draws it.</extracomment>
        <translation>Flecha desde %1: pulse V en la casilla a la que va.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>marked %1</source>
        <extracomment>What a square&apos;s cell says of its mark: &quot;marked red&quot;.</extracomment>
        <translation>marcada en %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>arrow to %1, %2</source>
        <extracomment>What a square&apos;s cell says of an arrow that starts there: &quot;arrow to e4, green&quot;.</extracomment>
        <translation>flecha a %1, en %2</translation>
    </message>
</context>
<context>
    <name>PlayerStrip</name>
    <message>
        <location filename="../app/window/playerstrip.cpp" line="+46"/>
        <location line="+166"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, rating %3</source>
        <translation>%1, %2, puntuación %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your rating, provisional until it is surer. Rated games: %1.</source>
        <translation>Tu puntuación, provisional hasta que sea más segura. Partidas puntuadas: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your rating. Rated games: %1.</source>
        <translation>Tu puntuación. Partidas puntuadas: %1.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>White&apos;s clock</source>
        <translation>Reloj de las blancas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s clock</source>
        <translation>Reloj de las negras</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, little time left</source>
        <translation>%1: %2, queda poco tiempo</translation>
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
        <translation>Blancas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Up a Position</source>
        <translation>Preparar una posición</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag pieces onto the board from the trays; or type the position in the FEN field</source>
        <translation>Arrastra piezas de las bandejas al tablero, o escribe la posición en el campo FEN</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Erase</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take pieces off the board (or right-click a piece)</source>
        <translation>Quitar piezas del tablero (o clic derecho sobre una pieza)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Clear Board</source>
        <translation>Vaciar el tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start Position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>White O-O</source>
        <translation>Blancas O-O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White O-O-O</source>
        <translation>Blancas O-O-O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black O-O</source>
        <translation>Negras O-O</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black O-O-O</source>
        <translation>Negras O-O-O</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Play from Here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>To move:</source>
        <translation>Juegan:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castling:</source>
        <translation>Enroque:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>En passant:</source>
        <translation>Al paso:</translation>
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
        <translation>Máxima fuerza</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1 Elo</source>
        <translation>%1 Elo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>full strength</source>
        <translation>máxima fuerza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beginner</source>
        <translation>principiante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>casual player</source>
        <translation>aficionado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>club player</source>
        <translation>jugador de club</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>strong club player</source>
        <translation>jugador de club fuerte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>master</source>
        <translation>maestro</translation>
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
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>E&amp;xport as PDF…</source>
        <translation>E&amp;xportar como PDF…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Print Game</source>
        <translation>Imprimir partida</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+6"/>
        <source>Export as PDF</source>
        <translation>Exportar como PDF</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be written: %1</source>
        <translation>No se pudo escribir la partida: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was written to %1.</source>
        <translation>La partida se escribió en %1.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the file could not be made</source>
        <translation>no se pudo crear el archivo</translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <location filename="../app/dialogs/puzzlepage.cpp" line="+125"/>
        <source>&amp;Hint</source>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;Solution</source>
        <translation>Ver la &amp;solución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Puzzle</source>
        <translation>Si&amp;guiente problema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Results…</source>
        <translation>E&amp;xportar resultados…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle board</source>
        <translation>Tablero del problema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The course of your puzzle rating</source>
        <translation>La evolución de tu puntuación en problemas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any theme</source>
        <translation>Cualquier tema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mate in 1</source>
        <translation>Mate en 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mate in 2</source>
        <translation>Mate en 2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mate in 3</source>
        <translation>Mate en 3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mate in 4</source>
        <translation>Mate en 4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mate in 5</source>
        <translation>Mate en 5</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hanging piece</source>
        <translation>Pieza colgada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fork</source>
        <translation>Ataque doble</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pin</source>
        <translation>Clavada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skewer</source>
        <translation>Enfilada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discovered attack</source>
        <translation>Ataque a la descubierta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Promotion</source>
        <translation>Coronación</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back rank</source>
        <translation>Última fila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endgame</source>
        <translation>Final</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Opening the game library…</source>
        <translation>Abriendo la biblioteca de partidas…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Puzzle rating: %1 ± %2.</source>
        <translation>Puntuación en problemas: %1 ± %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles: %1, solved %2. Streak: %3.</source>
        <translation>Problemas: %1, resueltos %2. Racha: %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed puzzles due again: %1.</source>
        <translation>Problemas fallados que vuelven hoy: %1.</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>No puzzle left to try.</source>
        <translation>No queda ningún problema por intentar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The puzzle set could not be read.</source>
        <translation>No se pudo leer la colección de problemas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have tried every puzzle of this theme. Choose another theme; the puzzles you missed come back when they are due.</source>
        <translation>Ya has intentado todos los problemas de este tema. Elige otro tema; los problemas que fallaste vuelven cuando les toca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Puzzle %1, rated %2: %3.</source>
        <translation>Problema %1, puntuación %2: %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: find the best move for White.</source>
        <translation>Te toca: encuentra la mejor jugada de las blancas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: find the best move for Black.</source>
        <translation>Te toca: encuentra la mejor jugada de las negras.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Yes: %1. The answer: %2. Keep going.</source>
        <translation>Sí: %1. La respuesta: %2. Sigue.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Checking %1…</source>
        <translation>Comprobando %1…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>gives away %1 points of your winning chances</source>
        <translation>regala %1 puntos de tus opciones de ganar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not the move: %1 is good, but there is a stronger one. Try again, or see the solution.</source>
        <translation>No es la jugada: %1 es buena, pero hay una más fuerte. Inténtalo de nuevo o mira la solución.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not the move: %1 %2. Try again, or see the solution.</source>
        <translation>No es la jugada: %1 %2. Inténtalo de nuevo o mira la solución.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Solved!</source>
        <translation>¡Resuelto!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved, with help: it counts as missed.</source>
        <translation>Resuelto, con ayuda: cuenta como fallado.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Hint: move the piece on %1.</source>
        <translation>Pista: mueve la pieza de %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: %1.</source>
        <translation>Pista: %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The solution: %1</source>
        <translation>La solución: %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+6"/>
        <source>Export Puzzle Results</source>
        <translation>Exportar los resultados de los problemas</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The results could not be written to %1: %2</source>
        <translation>No se pudieron escribir los resultados en %1: %2</translation>
    </message>
    <message>
        <location line="-349"/>
        <source>From %1 after the first puzzle to %2 ± %3 after puzzle %4.</source>
        <translation>De %1 tras el primer problema a %2 ± %3 tras el problema %4.</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
</context>
<context>
    <name>RatingGraph</name>
    <message>
        <location filename="../app/dialogs/ratinggraph.cpp" line="+21"/>
        <source>Rating history</source>
        <translation>Historial de puntuación</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No rated games yet.</source>
        <translation>Aún no hay partidas puntuadas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From %1 after the first rated game to %2 ± %3 after game %4.</source>
        <translation>De %1 tras la primera partida puntuada a %2 ± %3 tras la partida %4.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Your rating appears here after your first rated game.</source>
        <translation>Tu puntuación aparece aquí tras tu primera partida puntuada.</translation>
    </message>
</context>
<context>
    <name>RatingPage</name>
    <message>
        <location filename="../app/dialogs/librarypages.cpp" line="+37"/>
        <source>Your rating</source>
        <translation>Tu puntuación</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no rated games yet. A game counts for your rating when you play Ferz at a level, from the usual start, without taking back a move or asking for a hint, to its end.</source>
        <translation>Aún no tienes partidas puntuadas. Una partida cuenta para tu puntuación cuando juegas contra Ferz en un nivel, desde la posición inicial, sin deshacer jugadas ni pedir pistas, hasta su final.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your rating: %1 ± %2, provisional until it is surer.</source>
        <translation>Tu puntuación: %1 ± %2, provisional hasta que sea más segura.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your rating: %1 ± %2.</source>
        <translation>Tu puntuación: %1 ± %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rated games: %1 (won %2, drawn %3, lost %4). The last one: %5.</source>
        <translation>Partidas puntuadas: %1 (%2 ganadas, %3 tablas, %4 perdidas). La última: %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your strength is likely within the band around the line. Each of Ferz&apos;s levels counts at the Elo it measured in matches.</source>
        <translation>Tu fuerza está probablemente dentro de la banda alrededor de la línea. Cada nivel de Ferz cuenta con el Elo que midió en partidas.</translation>
    </message>
</context>
<context>
    <name>RecordActions</name>
    <message>
        <location filename="../app/window/recordactions.cpp" line="+54"/>
        <source>Glyph on %1</source>
        <translation>Signo en %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Promover variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete from Here</source>
        <translation>&amp;Borrar desde aquí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Comment…</source>
        <translation>&amp;Comentario…</translation>
    </message>
    <message>
        <source>Undo Comment or &amp;Glyph</source>
        <translation type="vanished">Deshacer comentario o &amp;signo</translation>
    </message>
    <message>
        <source>Redo Comment or G&amp;lyph</source>
        <translation type="vanished">Rehacer comentario o si&amp;gno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Analyse Game</source>
        <translation>Ana&amp;lizar partida</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Analysis done.</source>
        <translation>Análisis terminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analysis stopped.</source>
        <translation>Análisis detenido.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis stopped: %1</source>
        <translation>Análisis detenido: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <location line="+25"/>
        <location line="+21"/>
        <source>Comment</source>
        <translation>Comentario</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drawing on %1</source>
        <translation>Dibujo en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawing on the start position</source>
        <translation>Dibujo en la posición inicial</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Comment on %1:</source>
        <translation>Comentario a %1:</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Undo &amp;Annotation</source>
        <translation>Deshacer ano&amp;tación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo Annotatio&amp;n</source>
        <translation>Rehacer anotació&amp;n</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Comment before the first move:</source>
        <translation>Comentario antes de la primera jugada:</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%Ln characters: shown whole, but too long to edit here.</source>
        <translation>
            <numerusform>%Ln carácter: se muestra entero, pero es demasiado largo para editarlo aquí.</numerusform>
            <numerusform>%Ln caracteres: se muestra entero, pero es demasiado largo para editarlo aquí.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Remove the Comment</source>
        <translation>&amp;Quitar el comentario</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Comment on %1</source>
        <translation>Comentario a %1</translation>
    </message>
</context>
<context>
    <name>RepertoireActions</name>
    <message>
        <location filename="../app/window/repertoireactions.cpp" line="+44"/>
        <source>Add Line to Repertoire as &amp;White</source>
        <translation>Añadir la línea al repertorio con bla&amp;ncas</translation>
    </message>
    <message>
        <source>Add Line to Repertoire as &amp;Black</source>
        <translation type="vanished">Añadir la línea al repertorio con &amp;negras</translation>
    </message>
    <message>
        <source>Import Repertoire…</source>
        <translation type="vanished">Importar repertorio…</translation>
    </message>
    <message>
        <source>Export Repertoire…</source>
        <translation type="vanished">Exportar repertorio…</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+16"/>
        <location line="+13"/>
        <source>The game library is not open.</source>
        <translation>La biblioteca de partidas no está abierta.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Your repertoire cannot be kept: %1</source>
        <translation>Tu repertorio no se puede guardar: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The line is in your repertoire as White already.</source>
        <translation>La línea ya está en tu repertorio con blancas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The line is in your repertoire as Black already.</source>
        <translation>La línea ya está en tu repertorio con negras.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Added to your repertoire as White: %n new moves.</source>
        <translation>
            <numerusform>Añadido a tu repertorio con blancas: %n jugada nueva.</numerusform>
            <numerusform>Añadido a tu repertorio con blancas: %n jugadas nuevas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Added to your repertoire as Black: %n new moves.</source>
        <translation>
            <numerusform>Añadido a tu repertorio con negras: %n jugada nueva.</numerusform>
            <numerusform>Añadido a tu repertorio con negras: %n jugadas nuevas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The move is not in your repertoire.</source>
        <translation>La jugada no está en tu repertorio.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Taken out of your repertoire: %n moves.</source>
        <translation>
            <numerusform>Quitado de tu repertorio: %n jugada.</numerusform>
            <numerusform>Quitadas de tu repertorio: %n jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+5"/>
        <location line="+9"/>
        <location line="+17"/>
        <source>Import Repertoire</source>
        <translation>Importar repertorio</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot be read: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Are these your lines as White or as Black?</source>
        <translation>¿Son tus líneas con blancas o con negras?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As &amp;White</source>
        <translation>Con &amp;blancas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As &amp;Black</source>
        <translation>Con &amp;negras</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 holds no game that can be read: %2</source>
        <translation>%1 no contiene ninguna partida legible: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no game.</source>
        <translation>%1 no contiene ninguna partida.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Repertoire imported: %n new moves.</source>
        <translation>
            <numerusform>Repertorio importado: %n jugada nueva.</numerusform>
            <numerusform>Repertorio importado: %n jugadas nuevas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n games could not be read; the first: %1</source>
        <translation>
            <numerusform>No se pudo leer %n partida: %1</numerusform>
            <numerusform>No se pudieron leer %n partidas; la primera: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+6"/>
        <location line="+6"/>
        <source>Export Repertoire</source>
        <translation>Exportar repertorio</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Your repertoire is empty: add lines from the opening tree or the move list first.</source>
        <translation>Tu repertorio está vacío: primero añade líneas desde el árbol de aperturas o la lista de jugadas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>repertoire.pgn</source>
        <translation>repertorio.pgn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 could not be written: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Repertoire exported to %1.</source>
        <translation>Repertorio exportado a %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You left your repertoire at %1; your line is %2.</source>
        <translation>Saliste de tu repertorio con %1; tu línea es %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left your repertoire at %1; your lines are %2.</source>
        <translation>Saliste de tu repertorio con %1; tus líneas son %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponent left your repertoire at %1; your line prepares %2.</source>
        <translation>Tu rival salió de tu repertorio con %1; tu línea prepara %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponent left your repertoire at %1; your lines prepare %2.</source>
        <translation>Tu rival salió de tu repertorio con %1; tus líneas preparan %2.</translation>
    </message>
    <message>
        <location line="-164"/>
        <source>Added to your repertoire as White: 1 new move.</source>
        <translation>Añadido a tu repertorio con blancas: 1 jugada nueva.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Add Line to Repertoire as Blac&amp;k</source>
        <translation>Añadir la línea al repertorio con neg&amp;ras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import Repertoire…</source>
        <translation>&amp;Importar repertorio…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Repertoire…</source>
        <translation>&amp;Exportar repertorio…</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Added to your repertoire as Black: 1 new move.</source>
        <translation>Añadido a tu repertorio con negras: 1 jugada nueva.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Taken out of your repertoire: 1 move.</source>
        <translation>Quitada de tu repertorio: 1 jugada.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Repertoire imported: 1 new move.</source>
        <translation>Repertorio importado: 1 jugada nueva.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 game could not be read: %1</source>
        <translation>No se pudo leer 1 partida: %1</translation>
    </message>
</context>
<context>
    <name>RepertoireDrill</name>
    <message>
        <source>Show the &amp;Move</source>
        <translation type="vanished">Mostrar la &amp;jugada</translation>
    </message>
    <message>
        <location filename="../app/dialogs/repertoiredrill.cpp" line="+90"/>
        <source>Next &amp;Line</source>
        <translation>Siguiente &amp;línea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repertoire board</source>
        <translation>Tablero del repertorio</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Yes: %1.</source>
        <translation>Sí: %1.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 is not your line: your repertoire plays %2. Play it.</source>
        <translation>%1 no es tu línea: tu repertorio juega %2. Juégala.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your repertoire plays %1.</source>
        <translation>Tu repertorio juega %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Line done, without a wrong move. It comes back in %n days.</source>
        <translation>
            <numerusform>Línea terminada, sin ninguna jugada equivocada. Vuelve dentro de %n día.</numerusform>
            <numerusform>Línea terminada, sin ninguna jugada equivocada. Vuelve dentro de %n días.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Line done. It comes back in %n days.</source>
        <translation>
            <numerusform>Línea terminada. Vuelve dentro de %n día.</numerusform>
            <numerusform>Línea terminada. Vuelve dentro de %n días.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opening the game library…</source>
        <translation>Abriendo la biblioteca de partidas…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lines of your repertoire due now: %1 of %2.</source>
        <translation>Líneas de tu repertorio pendientes ahora: %1 de %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No line of your repertoire is due.</source>
        <translation>Ninguna línea de tu repertorio está pendiente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add lines from the opening tree (Insert), from the move list&apos;s menu (Add Line to Repertoire) or from a PGN file (Library → Import Repertoire…). Ferz plays your opponent&apos;s moves of each line, and you answer with yours.</source>
        <translation>Añade líneas desde el árbol de aperturas (Insert), desde el menú de la lista de jugadas (Añadir la línea al repertorio) o desde un archivo PGN (Biblioteca → Importar repertorio…). Ferz juega las jugadas de tu rival en cada línea y tú respondes con las tuyas.</translation>
    </message>
    <message>
        <source>Add lines from the opening tree (Insert), from the move list&apos;s menu (Add Line to Repertoire) or from a PGN file (Game → Import Repertoire…). Ferz plays your opponent&apos;s moves of each line, and you answer with yours.</source>
        <translation type="vanished">Añade líneas desde el árbol de aperturas (Insert), desde el menú de la lista de jugadas (Añadir la línea al repertorio) o desde un archivo PGN (Partida → Importar repertorio…). Ferz juega las jugadas de tu rival en cada línea y tú respondes con las tuyas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line done.</source>
        <translation>Línea terminada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your repertoire as White: your move.</source>
        <translation>Tu repertorio con blancas: te toca mover.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your repertoire as Black: your move.</source>
        <translation>Tu repertorio con negras: te toca mover.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Line done, without a wrong move. It comes back in 1 day.</source>
        <translation>Línea terminada, sin ninguna jugada equivocada. Vuelve dentro de 1 día.</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>&amp;Show the Move</source>
        <translation>Mostrar la &amp;jugada</translation>
    </message>
    <message>
        <location line="+169"/>
        <source>Line done. It comes back in 1 day.</source>
        <translation>Línea terminada. Vuelve dentro de 1 día.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Yes: %1, another line of your repertoire.</source>
        <translation>Sí: %1, otra línea de tu repertorio.</translation>
    </message>
</context>
<context>
    <name>ReviewNavigator</name>
    <message>
        <source>First Position</source>
        <translation type="vanished">Posición inicial</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation type="vanished">Jugada anterior</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation type="vanished">Jugada siguiente</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation type="vanished">Última jugada</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation type="vanished">Variante anterior</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation type="vanished">Variante siguiente</translation>
    </message>
    <message>
        <source>Back to Game</source>
        <translation type="vanished">Volver a la partida</translation>
    </message>
    <message>
        <location filename="../app/window/reviewnavigator.cpp" line="+38"/>
        <source>&amp;First Position</source>
        <translation>Posición &amp;inicial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;revious Move</source>
        <translation>Jugada an&amp;terior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Move</source>
        <translation>Jugada sig&amp;uiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Move</source>
        <translation>Últi&amp;ma jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Variation</source>
        <translation>&amp;Variante anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Variation</source>
        <translation>Variante si&amp;guiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to Game</source>
        <translation>Vo&amp;lver a la partida</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reviewing the start position.</source>
        <translation>Repasando la posición inicial.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reviewing the position after %1.</source>
        <translation>Repasando la posición tras %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reviewing a variation: the position after %1.</source>
        <translation>Repasando una variante: la posición tras %1.</translation>
    </message>
</context>
<context>
    <name>SanText</name>
    <message>
        <location filename="../app/game/santext.cpp" line="+18"/>
        <source>K Q R B N</source>
        <extracomment>The letters of the king, queen, rook, bishop and knight in moves (SAN), in this order, separated by spaces: &quot;K Q R B N&quot; in English, &quot;Кр Ф Л С К&quot; in Russian.</extracomment>
        <translation>R D T A C</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../app/window/scoresheet.cpp" line="+352"/>
        <location line="+65"/>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>round %1</source>
        <extracomment>On a printed score sheet, after the event, site and date: &quot;round 5&quot;.</extracomment>
        <translation>ronda %1</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>page %1 of %2</source>
        <extracomment>The foot of a printed score sheet&apos;s page: &quot;page 2 of 3&quot;.</extracomment>
        <translation>página %1 de %2</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../app/dialogs/scoresheetdialog.cpp" line="+25"/>
        <source>Where a &amp;comment asks for one ([#])</source>
        <translation>Donde lo pide un &amp;comentario ([#])</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the move on &amp;show</source>
        <translation>Tras la jugada &amp;mostrada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the board&apos;s co&amp;lours</source>
        <translation>Con los co&amp;lores del tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print Game</source>
        <translation>Imprimir partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export Game as PDF</source>
        <translation>Exportar partida como PDF</translation>
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
        <translation>Blancas abajo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black at the bottom</source>
        <translation>Negras abajo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Diagrams:</source>
        <translation>Diagramas:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the &amp;moves:</source>
        <translation>Tras las &amp;jugadas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Orientation:</source>
        <translation>&amp;Orientación:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../app/dialogs/helpdialog.cpp" line="+12"/>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Put back the piece in the hand</source>
        <translation>Devolver la pieza de la mano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc, or a right click</source>
        <translation>Esc, o un clic derecho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a typed move</source>
        <translation>Jugar una jugada escrita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter, in the move field</source>
        <translation>Intro, en el campo de jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the framed square (Shift red, Alt blue, both yellow)</source>
        <translation>Marcar la casilla enmarcada (Mayús rojo, Alt azul, ambas amarillo)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw an arrow from one framed square to another</source>
        <translation>Dibujar una flecha de una casilla enmarcada a otra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>V, then V</source>
        <translation>V, luego V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the arrows and marks</source>
        <translation>Borrar las flechas y marcas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete, or a left click</source>
        <translation>Supr, o un clic izquierdo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press the framed button of a banner</source>
        <translation>Pulsar el botón enmarcado de un aviso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter, on the board or the moves</source>
        <translation>Intro, en el tablero o en las jugadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Type a move: Nf3, e2e4…</source>
        <translation type="vanished">Escribe una jugada: Nf3, e2e4…</translation>
    </message>
    <message>
        <location filename="../app/window/sidepanel.cpp" line="+148"/>
        <source>Type a move: %1, e2e4…</source>
        <extracomment>%1 is a move in the language&apos;s letters (&quot;Nf3&quot;, &quot;Sf3&quot; in German).</extracomment>
        <translation>Escribe una jugada: %1, e2e4…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your move</source>
        <translation>Tu jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opening reached: its ECO code and name</source>
        <translation>La apertura alcanzada: su código ECO y su nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hints used: %1</source>
        <translation>Pistas usadas: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The computer is thinking… depth %1</source>
        <translation>El ordenador está pensando… profundidad %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer is thinking… depth %1, evaluation %2</source>
        <translation>El ordenador está pensando… profundidad %1, evaluación %2</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../app/window/singleinstance.cpp" line="+69"/>
        <source>Ferz cannot lock its folder %1.</source>
        <translation>Ferz no puede bloquear su carpeta %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Another Ferz (process %1) holds the folder %2 and does not answer.</source>
        <translation>Otro Ferz (proceso %1) ocupa la carpeta %2 y no responde.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>The Ferz that holds the folder %1 does not answer: %2</source>
        <translation>El Ferz que ocupa la carpeta %1 no responde: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Ferz that holds the folder %1 did not take the files.</source>
        <translation>El Ferz que ocupa la carpeta %1 no aceptó los archivos.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The Ferz that holds the folder %1 stopped answering.</source>
        <translation>El Ferz que ocupa la carpeta %1 dejó de responder.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../app/dialogs/librarypages.cpp" line="+53"/>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drawn</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>allows a mate</source>
        <translation>permite un mate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses a mate</source>
        <translation>pierde un mate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no clear reason: a better move</source>
        <translation>sin motivo claro: había una jugada mejor</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against Ferz&apos;s levels</source>
        <translation>Contra los niveles de Ferz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By colour</source>
        <translation>Por color</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had</source>
        <translation>Jugaste con</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opening</source>
        <translation>Por apertura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By clock</source>
        <translation>Por ritmo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your most common mistakes</source>
        <translation>Tus errores más frecuentes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The move</source>
        <translation>La jugada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Times</source>
        <translation>Veces</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your results appear here once you have finished games: played in Ferz, or imported under one of your names.</source>
        <translation>Tus resultados aparecen aquí cuando tengas partidas terminadas: jugadas en Ferz o importadas con uno de tus nombres.</translation>
    </message>
</context>
<context>
    <name>TrainWindow</name>
    <message>
        <location filename="../app/dialogs/trainwindow.cpp" line="+111"/>
        <source>Train</source>
        <translation>Entrenar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the &amp;Solution</source>
        <translation>Ver la &amp;solución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next</source>
        <translation>Sig&amp;uiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find training positions in my games, in the background</source>
        <translation>Buscar posiciones de entrenamiento en mis partidas, en segundo plano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training board</source>
        <translation>Tablero de entrenamiento</translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="vanished">Entrenamiento</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Background analysis: all %1 of your games analysed.</source>
        <translation>Análisis en segundo plano: analizadas todas tus partidas (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Background analysis: %1 of %2 of your games analysed.</source>
        <translation>Análisis en segundo plano: %1 de %2 de tus partidas analizadas.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Opening the game library…</source>
        <translation>Abriendo la biblioteca de partidas…</translation>
    </message>
    <message>
        <source>Due now: %1. Positions: %2.</source>
        <translation type="vanished">Pendientes ahora: %1. Posiciones: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Solved at the first try: %1%. Streak: %2.</source>
        <translation>Resueltas al primer intento: %1 %. Racha: %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nothing to train on now.</source>
        <translation>Ahora no hay nada que entrenar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your mistakes and blunders in the games you play (and in the games you import as yours) come here once the background analysis has looked at them, and come back later and later as you solve them.</source>
        <translation>Tus errores y errores graves en las partidas que juegas (y en las que importas como tuyas) llegan aquí cuando el análisis en segundo plano las ha revisado, y vuelven cada vez más tarde a medida que las resuelves.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Find a better move for White.</source>
        <translation>Encuentra una jugada mejor para las blancas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a better move for Black.</source>
        <translation>Encuentra una jugada mejor para las negras.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In %1 – %2 (%3) you played %4, a blunder.</source>
        <translation>En %1 – %2 (%3) jugaste %4, un error grave.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In %1 – %2 (%3) you played %4, a mistake.</source>
        <translation>En %1 – %2 (%3) jugaste %4, un error.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Checking %1…</source>
        <translation>Comprobando %1…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot be checked now (%2). Try again.</source>
        <translation>%1 no se puede comprobar ahora (%2). Inténtalo de nuevo.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>is the move of the game, which the review judged</source>
        <translation>es la jugada de la partida, la que juzgó el análisis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gives away %1 points of your winning chances</source>
        <translation>regala %1 puntos de tus opciones de ganar</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Yes: %1 is good.</source>
        <translation>Sí: %1 es buena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes: %1 is good, at another try.</source>
        <translation>Sí: %1 es buena, en otro intento.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not quite: %1 %2. Try again, or see the solution.</source>
        <translation>No del todo: %1 %2. Inténtalo de nuevo o mira la solución.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The engine&apos;s move: %1</source>
        <translation>La jugada del motor: %1</translation>
    </message>
    <message>
        <location line="-221"/>
        <source>&amp;Mistakes</source>
        <translation>&amp;Errores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Puzzles</source>
        <translation>&amp;Problemas</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Due now: %1. Positions: %2. Lines of your repertoire: %3.</source>
        <translation>Pendientes ahora: %1. Posiciones: %2. Líneas de tu repertorio: %3.</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>&amp;Repertoire</source>
        <translation>&amp;Repertorio</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The position shown before is gone: a new analysis of its game no longer finds a mistake there.</source>
        <translation>La posición mostrada antes ya no está: un nuevo análisis de su partida ya no encuentra un error en ella.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new analysis of its game has judged this position anew.</source>
        <translation>Un nuevo análisis de su partida ha juzgado de nuevo esta posición.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>One is checked again: an older version of Ferz analysed it.</source>
        <translation>Una se vuelve a comprobar: la analizó una versión anterior de Ferz.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n are checked again: an older version of Ferz analysed them.</source>
        <translation>
            <numerusform>%n se vuelve a comprobar: la analizó una versión anterior de Ferz.</numerusform>
            <numerusform>%n se vuelven a comprobar: las analizó una versión anterior de Ferz.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Lines of your repertoire are due: they are on the Repertoire page.</source>
        <translation>Hay líneas de tu repertorio pendientes: están en la página Repertorio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles you missed are due again: they are on the Puzzles page.</source>
        <translation>Los problemas que fallaste vuelven a tocar: están en la página Problemas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Meanwhile, the Puzzles page has tactics from Ferz&apos;s own games to solve.</source>
        <translation>Mientras tanto, la página Problemas tiene táctica de las propias partidas de Ferz para resolver.</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <location filename="../app/window/viewmenu.cpp" line="+104"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Board &amp;Colours</source>
        <translation>&amp;Colores del tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animation</source>
        <translation>&amp;Animación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;peak Moves</source>
        <translation>&amp;Decir las jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Computer&apos;s Anal&amp;ysis</source>
        <translation>Mostrar el a&amp;nálisis del ordenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves with Fi&amp;gurines</source>
        <translation>Jugadas con &amp;figurines</translation>
    </message>
    <message>
        <source>Moves with &amp;Figurines</source>
        <translation type="vanished">Jugadas con &amp;figurines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves written with figures of the pieces (♞f3) in place of letters; files keep the letters</source>
        <translation>Jugadas escritas con figuras de las piezas (♞f3) en lugar de letras; los archivos conservan las letras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System Default</source>
        <translation>Idioma del sistema</translation>
    </message>
</context>
<context>
    <name>WindowBanners</name>
    <message>
        <location filename="../app/window/windowbanners.cpp" line="+127"/>
        <source>Your move repeats the position a third time: you may claim a draw, or play on.</source>
        <translation>Tu jugada repite la posición por tercera vez: puedes reclamar tablas o seguir jugando.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move completes fifty moves without a capture or a pawn move: you may claim a draw, or play on.</source>
        <translation>Con tu jugada se cumplen cincuenta jugadas sin capturas ni movimientos de peón: puedes reclamar tablas o seguir jugando.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation>Esta posición se ha repetido tres veces: puedes reclamar tablas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation>Cincuenta jugadas sin capturas ni movimientos de peón: puedes reclamar tablas.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Paused: press P to play on</source>
        <translation>En pausa: pulse P para seguir jugando</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may claim a draw: the computer waits until you claim or play on</source>
        <translation>Puedes reclamar tablas: el ordenador espera a que las reclames o sigas jugando</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From a file, White to move: a move plays on against %1</source>
        <translation>De un archivo, juegan las blancas: una jugada la continúa contra %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From a file, Black to move: a move plays on against %1</source>
        <translation>De un archivo, juegan las negras: una jugada la continúa contra %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White to move</source>
        <translation>Juegan las blancas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black to move</source>
        <translation>Juegan las negras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move (White)</source>
        <translation>Te toca mover (blancas)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your move (Black)</source>
        <translation>Te toca mover (negras)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White (the computer) to move</source>
        <translation>Mueven las blancas (el ordenador)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black (the computer) to move</source>
        <translation>Mueven las negras (el ordenador)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — the white king is in check</source>
        <translation> — el rey blanco está en jaque</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> — the black king is in check</source>
        <translation> — el rey negro está en jaque</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Review</source>
        <translation>Repasar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim draw</source>
        <translation>Reclamar tablas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play on</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
</context>
<context>
    <name>ferz::Book</name>
    <message>
        <location filename="../engine/openings/polyglot.cpp" line="+278"/>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+43"/>
        <source>the file is larger than a book can be (%1 MB at most)</source>
        <translation>el archivo es más grande de lo que puede ser un libro (%1 MB como máximo)</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>the file is cut short or is not a Polyglot book: its size, %1 bytes, is not a whole number of 16-byte entries</source>
        <translation>el archivo está cortado o no es un libro Polyglot: su tamaño, %1 bytes, no es un número entero de entradas de 16 bytes</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>entry %1 is out of order: a Polyglot book is sorted by position, so this file is damaged or not a book</source>
        <translation>la entrada %1 está fuera de orden: un libro Polyglot está ordenado por posición, así que este archivo está dañado o no es un libro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entry %1 holds no move: this file is damaged or not a book</source>
        <translation>la entrada %1 no contiene ninguna jugada: este archivo está dañado o no es un libro</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file cannot be opened</source>
        <translation>no se puede abrir el archivo</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>the file cannot be read</source>
        <translation>no se puede leer el archivo</translation>
    </message>
</context>
<context>
    <name>ferz::Fen</name>
    <message>
        <location filename="../engine/rules/position.cpp" line="+353"/>
        <source>the FEN is empty</source>
        <translation>el FEN está vacío</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the FEN has 1 field; it needs piece placement, side to move, castling and en passant, then optionally the two move counters</source>
        <translation>el FEN tiene 1 campo; necesita la colocación de las piezas, el turno, los enroques y la captura al paso, y después, si se quiere, los dos contadores de jugadas</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>the FEN has %n fields; it needs piece placement, side to move, castling and en passant, then optionally the two move counters</source>
        <translation>
            <numerusform>el FEN tiene %n campo; necesita la colocación de las piezas, el turno, los enroques y la captura al paso, y después, si se quiere, los dos contadores de jugadas</numerusform>
            <numerusform>el FEN tiene %n campos; necesita la colocación de las piezas, el turno, los enroques y la captura al paso, y después, si se quiere, los dos contadores de jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>the FEN has %n fields; it has at most 6</source>
        <translation>
            <numerusform>el FEN tiene %n campo; tiene como máximo 6</numerusform>
            <numerusform>el FEN tiene %n campos; tiene como máximo 6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>rank %1 has %n squares</source>
        <translation>
            <numerusform>la fila %1 tiene %n casilla</numerusform>
            <numerusform>la fila %1 tiene %n casillas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the piece placement has more than 8 ranks</source>
        <translation>la colocación de las piezas tiene más de 8 filas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>piece placement: digit %1; a run of empty squares counts 1 to 8</source>
        <translation>colocación de las piezas: dígito %1; una serie de casillas vacías cuenta de 1 a 8</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>piece placement: unknown letter %1; pieces are PNBRQK and pnbrqk</source>
        <translation>colocación de las piezas: letra desconocida %1; las piezas son PNBRQK y pnbrqk</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>the piece placement has %n ranks; a board has 8</source>
        <translation>
            <numerusform>la colocación de las piezas tiene %n fila; un tablero tiene 8</numerusform>
            <numerusform>la colocación de las piezas tiene %n filas; un tablero tiene 8</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>white has no king</source>
        <translation>las blancas no tienen rey</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black has no king</source>
        <translation>las negras no tienen rey</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>white has %n kings</source>
        <translation>
            <numerusform>las blancas tienen %n rey</numerusform>
            <numerusform>las blancas tienen %n reyes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>black has %n kings</source>
        <translation>
            <numerusform>las negras tienen %n rey</numerusform>
            <numerusform>las negras tienen %n reyes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>white has %n pawns; at most 8</source>
        <translation>
            <numerusform>las blancas tienen %n peón; como máximo 8</numerusform>
            <numerusform>las blancas tienen %n peones; como máximo 8</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>black has %n pawns; at most 8</source>
        <translation>
            <numerusform>las negras tienen %n peón; como máximo 8</numerusform>
            <numerusform>las negras tienen %n peones; como máximo 8</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>white has %n pieces; at most 16</source>
        <translation>
            <numerusform>las blancas tienen %n pieza; como máximo 16</numerusform>
            <numerusform>las blancas tienen %n piezas; como máximo 16</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>black has %n pieces; at most 16</source>
        <translation>
            <numerusform>las negras tienen %n pieza; como máximo 16</numerusform>
            <numerusform>las negras tienen %n piezas; como máximo 16</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>white has %n promoted pieces but only %1 pawns missing</source>
        <translation>
            <numerusform>las blancas tienen %n pieza coronada, pero peones que faltan: solo %1</numerusform>
            <numerusform>las blancas tienen %n piezas coronadas, pero peones que faltan: solo %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>black has %n promoted pieces but only %1 pawns missing</source>
        <translation>
            <numerusform>las negras tienen %n pieza coronada, pero peones que faltan: solo %1</numerusform>
            <numerusform>las negras tienen %n piezas coronadas, pero peones que faltan: solo %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a pawn stands on %1, on the first or last rank</source>
        <translation>hay un peón en %1, en la primera o la última fila</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>side to move is %1; it must be w or b</source>
        <translation>el turno es %1; debe ser w o b</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>castling field %1: unknown letter %2</source>
        <translation>campo de enroque %1: letra desconocida %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>castling field %1: letter %2 appears twice</source>
        <translation>campo de enroque %1: la letra %2 aparece dos veces</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>castling field %1: %2 needs the white king on the first rank</source>
        <translation>campo de enroque %1: %2 requiere el rey blanco en la primera fila</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling field %1: %2 needs the black king on the eighth rank</source>
        <translation>campo de enroque %1: %2 requiere el rey negro en la octava fila</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>castling field %1: %2 needs a white rook on the kingside of the white king</source>
        <translation>campo de enroque %1: %2 requiere una torre blanca en el flanco de rey del rey blanco</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling field %1: %2 needs a white rook on the queenside of the white king</source>
        <translation>campo de enroque %1: %2 requiere una torre blanca en el flanco de dama del rey blanco</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling field %1: %2 needs a black rook on the kingside of the black king</source>
        <translation>campo de enroque %1: %2 requiere una torre negra en el flanco de rey del rey negro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling field %1: %2 needs a black rook on the queenside of the black king</source>
        <translation>campo de enroque %1: %2 requiere una torre negra en el flanco de dama del rey negro</translation>
    </message>
    <message>
        <source>castling field %1: %2 needs the white king on %3</source>
        <translation type="vanished">campo de enroque %1: %2 requiere el rey blanco en %3</translation>
    </message>
    <message>
        <source>castling field %1: %2 needs the black king on %3</source>
        <translation type="vanished">campo de enroque %1: %2 requiere el rey negro en %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>castling field %1: %2 needs a white rook on %3</source>
        <translation>campo de enroque %1: %2 requiere una torre blanca en %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling field %1: %2 needs a black rook on %3</source>
        <translation>campo de enroque %1: %2 requiere una torre negra en %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>castling field %1: %2 is a second right to castle on the same wing</source>
        <translation>campo de enroque %1: %2 es un segundo derecho de enroque en el mismo flanco</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>en-passant field %1 is not a square</source>
        <translation>el campo de captura al paso %1 no es una casilla</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>en-passant square %1 must be on rank 6 when white is to move</source>
        <translation>la casilla de captura al paso %1 debe estar en la fila 6 cuando juegan las blancas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>en-passant square %1 must be on rank 3 when black is to move</source>
        <translation>la casilla de captura al paso %1 debe estar en la fila 3 cuando juegan las negras</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>en-passant square %1: no white pawn can just have stepped to %2</source>
        <translation>casilla de captura al paso %1: ningún peón blanco puede haber avanzado justo a %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>en-passant square %1: no black pawn can just have stepped to %2</source>
        <translation>casilla de captura al paso %1: ningún peón negro puede haber avanzado justo a %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>halfmove clock %1 is not a number from 0 to 9999</source>
        <translation>el contador de medias jugadas %1 no es un número de 0 a 9999</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fullmove number %1 is not a number from 1 to 99999</source>
        <translation>el número de jugada %1 no es un número de 1 a 99999</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the side not to move is in check (white&apos;s king on %1)</source>
        <translation>el bando que no tiene el turno está en jaque (rey blanco en %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the side not to move is in check (black&apos;s king on %1)</source>
        <translation>el bando que no tiene el turno está en jaque (rey negro en %1)</translation>
    </message>
</context>
<context>
    <name>ferz::Move</name>
    <message>
        <location filename="../engine/rules/notation.cpp" line="+20"/>
        <source>the pawn</source>
        <translation>el peón</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the knight</source>
        <translation>el caballo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bishop</source>
        <translation>el alfil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the rook</source>
        <translation>la torre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen</source>
        <translation>la dama</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the king</source>
        <translation>el rey</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the pawns</source>
        <translation>los peones</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the knights</source>
        <translation>los caballos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bishops</source>
        <translation>los alfiles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the rooks</source>
        <translation>las torres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queens</source>
        <translation>las damas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the kings</source>
        <translation>los reyes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no white pawn</source>
        <translation>ningún peón blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no white knight</source>
        <translation>ningún caballo blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no white bishop</source>
        <translation>ningún alfil blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no white rook</source>
        <translation>ninguna torre blanca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no white queen</source>
        <translation>ninguna dama blanca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no white king</source>
        <translation>ningún rey blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no black pawn</source>
        <translation>ningún peón negro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no black knight</source>
        <translation>ningún caballo negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no black bishop</source>
        <translation>ningún alfil negro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no black rook</source>
        <translation>ninguna torre negra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no black queen</source>
        <translation>ninguna dama negra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no black king</source>
        <translation>ningún rey negro</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: only a pawn reaching the last rank promotes</source>
        <translation>%1: solo corona un peón que llega a la última fila</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>white may no longer castle kingside</source>
        <translation>las blancas ya no pueden enrocar corto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white may no longer castle queenside</source>
        <translation>las blancas ya no pueden enrocar largo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black may no longer castle kingside</source>
        <translation>las negras ya no pueden enrocar corto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black may no longer castle queenside</source>
        <translation>las negras ya no pueden enrocar largo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling is not allowed while the king is in check</source>
        <translation>no se puede enrocar mientras el rey está en jaque</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>castling kingside: there are pieces between the king and the rook</source>
        <translation>enroque corto: hay piezas entre el rey y la torre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling queenside: there are pieces between the king and the rook</source>
        <translation>enroque largo: hay piezas entre el rey y la torre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling kingside: the king&apos;s or the rook&apos;s new square is taken</source>
        <translation>enroque corto: la nueva casilla del rey o de la torre está ocupada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling queenside: the king&apos;s or the rook&apos;s new square is taken</source>
        <translation>enroque largo: la nueva casilla del rey o de la torre está ocupada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling kingside: the king would pass through or land on an attacked square</source>
        <translation>enroque corto: el rey pasaría por una casilla atacada o acabaría en ella</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling queenside: the king would pass through or land on an attacked square</source>
        <translation>enroque largo: el rey pasaría por una casilla atacada o acabaría en ella</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 is not a move in UCI notation (like e2e4 or e7e8q)</source>
        <translation>%1 no es una jugada en notación UCI (como e2e4 o e7e8q)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the promotion letter must be q, r, b or n</source>
        <translation>%1: la letra de coronación debe ser q, r, b o n</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: there is no piece on %2</source>
        <translation>%1: no hay ninguna pieza en %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 on %3 is black&apos;s, and white is to move</source>
        <translation>%1: %2 de %3 es de las negras, y juegan las blancas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 on %3 is white&apos;s, and black is to move</source>
        <translation>%1: %2 de %3 es de las blancas, y juegan las negras</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+15"/>
        <source>%1 is not legal here: %2</source>
        <translation>%1 no es legal aquí: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a pawn reaching the last rank must promote; add q, r, b or n</source>
        <translation>%1: un peón que llega a la última fila debe coronar; añade q, r, b o n</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a legal move here: %2 on %3 cannot go to %4</source>
        <translation>%1 no es una jugada legal aquí: %2 de %3 no puede ir a %4</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>the move is empty</source>
        <translation>la jugada está vacía</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is too long to be a move</source>
        <translation>%1 es demasiado largo para ser una jugada</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is not a move in SAN (like e4, Nf3, exd5, O-O or e8=Q)</source>
        <translation>%1 no es una jugada en SAN (como e4, Nf3, exd5, O-O o e8=Q)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1 is ambiguous: %2 on %3 and %4 can both go to %5; say which with its file or rank</source>
        <translation>la jugada %1 es ambigua: %2 de %3 y %4 pueden ir a %5; indica cuál con su columna o su fila</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is ambiguous: %2 on %3 and %4 can all go to %5; say which with its file or rank</source>
        <translation>la jugada %1 es ambigua: %2 de %3 y %4 pueden ir a %5; indica cuál con su columna o su fila</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: a pawn reaching the last rank must promote; add =Q, =R, =B or =N</source>
        <translation>%1: un peón que llega a la última fila debe coronar; añade =Q, =R, =B o =N</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not legal: it would leave the white king in check</source>
        <translation>%1 no es legal: dejaría al rey blanco en jaque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not legal: it would leave the black king in check</source>
        <translation>%1 no es legal: dejaría al rey negro en jaque</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not legal here: %2 can move to %3</source>
        <translation>%1 no es legal aquí: %2 puede ir a %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>on %1</source>
        <translation>en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on the %1-file</source>
        <translation>en la columna %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on rank %1</source>
        <translation>en la fila %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not legal here: %2 %3 can move to %4</source>
        <translation>%1 no es legal aquí: %2 %3 puede ir a %4</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>there is no piece on %1</source>
        <translation>no hay ninguna pieza en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>white is to move</source>
        <translation>mueven las blancas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black is to move</source>
        <translation>mueven las negras</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 on %2 cannot go to %3</source>
        <translation>%1 de %2 no puede ir a %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the king has no safe square</source>
        <translation>el rey no tiene ninguna casilla segura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king would be in check on %1</source>
        <translation>en %1 el rey estaría en jaque</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the white king is in check: answer the check first</source>
        <translation>el rey blanco está en jaque: responda primero al jaque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the black king is in check: answer the check first</source>
        <translation>el rey negro está en jaque: responda primero al jaque</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2 is pinned: moving it would expose the king</source>
        <translation>%1 de %2 está clavado: moverlo dejaría al rey expuesto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2 has no move</source>
        <translation>%1 de %2 no tiene ninguna jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it would leave the white king in check</source>
        <translation>el rey blanco quedaría en jaque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it would leave the black king in check</source>
        <translation>el rey negro quedaría en jaque</translation>
    </message>
</context>
<context>
    <name>ferz::Pgn</name>
    <message>
        <location filename="../engine/record/pgn.cpp" line="+626"/>
        <source>line %1, column %2: %3</source>
        <translation>línea %1, columna %2: %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot go to byte %L1</source>
        <translation>no se puede ir al byte %L1</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>a string that does not end on its line</source>
        <translation>una cadena que no termina en su línea</translation>
    </message>
    <message>
        <source>a Chess960 game: Ferz plays standard chess</source>
        <translation type="vanished">una partida de Chess960: Ferz juega ajedrez estándar</translation>
    </message>
    <message>
        <source>an %1 game: Ferz plays standard chess</source>
        <translation type="vanished">una partida de %1: Ferz juega ajedrez estándar</translation>
    </message>
    <message>
        <source>a %1 game: Ferz plays standard chess</source>
        <translation type="vanished">una partida de %1: Ferz juega ajedrez estándar</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>a string longer than %Ln bytes</source>
        <translation>
            <numerusform>una cadena de más de %Ln byte</numerusform>
            <numerusform>una cadena de más de %Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a comment that is never closed with &apos;}&apos;</source>
        <translation>un comentario que nunca se cierra con &apos;}&apos;</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>a comment longer than %Ln bytes</source>
        <translation>
            <numerusform>un comentario de más de %Ln byte</numerusform>
            <numerusform>un comentario de más de %Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;$&apos; without a number</source>
        <translation>&apos;$&apos; sin número</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>an unexpected %1</source>
        <translation>carácter %1 inesperado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an unexpected byte %1</source>
        <translation>byte %1 inesperado</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>a tag left out: %1</source>
        <translation>una etiqueta omitida: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>se esperaba un nombre de etiqueta tras &apos;[&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected the value of tag %1 in quotes</source>
        <translation>se esperaba el valor de la etiqueta %1 entre comillas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected &apos;]&apos; after the value of tag %1</source>
        <translation>se esperaba &apos;]&apos; tras el valor de la etiqueta %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>more than 1000 tags</source>
        <translation>más de 1000 etiquetas</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>the FEN tag: %1</source>
        <translation>la etiqueta FEN: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a string in the moves</source>
        <translation>una cadena entre las jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unexpected &apos;[&apos;</source>
        <translation>un &apos;[&apos; inesperado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unexpected &apos;]&apos;</source>
        <translation>un &apos;]&apos; inesperado</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>an annotation glyph before any move</source>
        <translation>un signo de anotación antes de cualquier jugada</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a &apos;)&apos; without &apos;(&apos; is left out</source>
        <translation>se omite un &apos;)&apos; sin &apos;(&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+42"/>
        <source>a result inside a variation is left out</source>
        <translation>se omite un resultado dentro de una variante</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>a variation is not closed with &apos;)&apos;: it ends here</source>
        <translation>una variante no está cerrada con &apos;)&apos;: termina aquí</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the file ends before the game&apos;s result (it may be cut off): the game is kept unfinished</source>
        <translation>el archivo termina antes del resultado de la partida (quizá esté cortado): la partida queda sin terminar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file ends in the middle of %1: it is left out</source>
        <translation>el archivo termina en medio de %1: se omite</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a null move (%1): Ferz cannot show the position after a move that passes the turn</source>
        <translation>una jugada nula (%1): Ferz no puede mostrar la posición tras una jugada que cede el turno</translation>
    </message>
    <message numerus="yes">
        <location line="+86"/>
        <source>a game longer than %Ln bytes</source>
        <translation>
            <numerusform>una partida de más de %Ln byte</numerusform>
            <numerusform>una partida de más de %Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <location line="-162"/>
        <source>annotation glyph %1</source>
        <translation>signo de anotación %1 no válido</translation>
    </message>
    <message>
        <location line="-381"/>
        <source>an %1 game: Ferz plays standard chess and Chess960</source>
        <translation>una partida de %1: Ferz juega ajedrez estándar y Chess960</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 game: Ferz plays standard chess and Chess960</source>
        <translation>una partida de %1: Ferz juega ajedrez estándar y Chess960</translation>
    </message>
    <message>
        <location line="+386"/>
        <source>a variation before any move</source>
        <translation>una variante antes de cualquier jugada</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>variations nested more than %Ln deep</source>
        <translation>
            <numerusform>variantes anidadas a más de %Ln nivel</numerusform>
            <numerusform>variantes anidadas a más de %Ln niveles</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>an empty variation</source>
        <translation>una variante vacía</translation>
    </message>
    <message numerus="yes">
        <location line="+68"/>
        <source>more than %Ln moves</source>
        <translation>
            <numerusform>más de %Ln jugada</numerusform>
            <numerusform>más de %Ln jugadas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/window/gamedocument.cpp" line="-44"/>
        <location filename="../engine/record/pgn.cpp" line="+134"/>
        <source>no game</source>
        <translation>no hay ninguna partida</translation>
    </message>
</context>
<context>
    <name>ferz::Review</name>
    <message>
        <location filename="../engine/record/review.cpp" line="+115"/>
        <source>Inaccuracy</source>
        <translation>Imprecisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Error grave</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hangs a pawn</source>
        <translation>deja un peón en prise</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hangs the knight</source>
        <translation>deja el caballo en prise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hangs the bishop</source>
        <translation>deja el alfil en prise</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hangs the rook</source>
        <translation>deja la torre en prise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hangs the queen</source>
        <translation>deja la dama en prise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loses a pawn</source>
        <translation>pierde un peón</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>loses the knight</source>
        <translation>pierde el caballo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loses the bishop</source>
        <translation>pierde el alfil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>loses the rook</source>
        <translation>pierde la torre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loses the queen</source>
        <translation>pierde la dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a pawn</source>
        <translation>no gana un peón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a knight</source>
        <translation>no gana un caballo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a bishop</source>
        <translation>no gana un alfil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a rook</source>
        <translation>no gana una torre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning the queen</source>
        <translation>no gana la dama</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>allows mate in %n</source>
        <translation>
            <numerusform>permite mate en %n jugada</numerusform>
            <numerusform>permite mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>misses mate in %n</source>
        <translation>
            <numerusform>no ve el mate en %n jugada</numerusform>
            <numerusform>no ve el mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lets the opponent promote</source>
        <translation>deja coronar al rival</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leaves a pawn on %1 undefended</source>
        <translation>deja sin defensa el peón de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the knight on %1 undefended</source>
        <translation>deja sin defensa el caballo de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the bishop on %1 undefended</source>
        <translation>deja sin defensa el alfil de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the rook on %1 undefended</source>
        <translation>deja sin defensa la torre de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the queen on %1 undefended</source>
        <translation>deja sin defensa la dama de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leaves a pawn on %1 en prise</source>
        <translation>deja en prise el peón de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the knight on %1 en prise</source>
        <translation>deja en prise el caballo de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the bishop on %1 en prise</source>
        <translation>deja en prise el alfil de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the rook on %1 en prise</source>
        <translation>deja en prise la torre de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the queen on %1 en prise</source>
        <translation>deja en prise la dama de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allows a fork</source>
        <translation>permite una horquilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was better</source>
        <translation>%1 era mejor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was better: %2</source>
        <translation>%1 era mejor: %2</translation>
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
        <translation>(byte no imprimible)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+101"/>
        <location line="+45"/>
        <source>%1: cannot be read.</source>
        <translation>%1: no se puede leer.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>%1: %2 added, %3 already in the library, %4 could not be read.</source>
        <extracomment>The numbers of games of a file: added, already in the library, could not be read.</extracomment>
        <translation>%1: añadidas: %2, ya en la biblioteca: %3, ilegibles: %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: not UTF-8, read as Latin-1.</source>
        <translation>%1: no está en UTF-8, leído como Latin-1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first that could not be read: %1</source>
        <translation>La primera ilegible: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games could not be added to the game library: %1</source>
        <translation>No se pudieron añadir partidas a la biblioteca: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Games in the library: %1.</source>
        <translation>Partidas en la biblioteca: %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1, game %2: cannot be read: %3</source>
        <extracomment>A game of a file that could not be read: the file, its number, why.</extracomment>
        <translation>%1, partida %2: no se puede leer: %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, game %2 (%3): analysing…</source>
        <extracomment>Progress on standard error: the file, the game&apos;s number, its players.</extracomment>
        <translation>%1, partida %2 (%3): analizando…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, game %2: cannot be analysed: %3</source>
        <translation>%1, partida %2: no se puede analizar: %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, game %2: ?! %3, ? %4, ?? %5</source>
        <extracomment>The marks of one game: inaccuracies, mistakes, blunders.</extracomment>
        <translation>%1, partida %2: ?! %3, ? %4, ?? %5</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: cannot be written: %2</source>
        <translation>%1: no se puede escribir: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games analysed: %1. Games that could not be analysed: %2.</source>
        <extracomment>The end of ferz --annotate: games analysed, and those that could not be.</extracomment>
        <translation>Partidas analizadas: %1. Partidas que no se pudieron analizar: %2.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Ferz: play chess against the computer.</source>
        <translation>Ferz: juega al ajedrez contra el ordenador.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the time to the first painted board and quit.</source>
        <translation>Mostrar el tiempo hasta que se dibuja el tablero por primera vez y salir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add the games of the PGN files to the game library, without a window, and say how many were added.</source>
        <translation>Añadir las partidas de los archivos PGN a la biblioteca, sin ventana, y decir cuántas se añadieron.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analyse the games of the PGN files, without a window, and write them with the analysis&apos;s marks, reasons, better lines and evaluations.</source>
        <translation>Analizar las partidas de los archivos PGN, sin ventana, y escribirlas con las marcas, los motivos, las mejores líneas y las evaluaciones del análisis.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the file to write (else the standard output).</source>
        <translation>Con --annotate: el archivo que escribir (si no, la salida estándar).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the nodes of the first look at each position (200000 unless told).</source>
        <translation>Con --annotate: los nodos del primer vistazo a cada posición (200000 si no se indica).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the depth of the first look at each position, instead of nodes.</source>
        <translation>Con --annotate: la profundidad del primer vistazo a cada posición, en lugar de nodos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the engine of Game → Engines that judges (Ferz&apos;s own unless told).</source>
        <translation>Con --annotate: el motor de Partida → Motores que juzga (el de Ferz si no se indica).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A PGN file to open (with --import: files to add; with --annotate: files to analyse).</source>
        <translation>Un archivo PGN que abrir (con --import: archivos que añadir; con --annotate: archivos que analizar).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>--annotate needs at least one PGN file.</source>
        <translation>--annotate necesita al menos un archivo PGN.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Give --nodes or --depth, not both.</source>
        <translation>Indica --nodes o --depth, no ambos.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--nodes and --depth take a positive whole number.</source>
        <translation>--nodes y --depth esperan un número entero positivo.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No engine %1 in Game → Engines, which lists none.</source>
        <translation>No hay ningún motor %1 en Partida → Motores, que no tiene ninguno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No engine %1 in Game → Engines, which lists: %2.</source>
        <translation>No hay ningún motor %1 en Partida → Motores, que tiene: %2.</translation>
    </message>
    <message>
        <source>A PGN file to open (with --import: files to add).</source>
        <translation type="vanished">Un archivo PGN para abrir (con --import: archivos para añadir).</translation>
    </message>
</context>
</TS>
