<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AnalysisBoard</name>
    <message>
        <location filename="../app/window/analysisboard.cpp" line="+26"/>
        <source>Analysis &amp;Board</source>
        <translation>До&amp;ска анализа</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../app/window/analysispanel.cpp" line="+72"/>
        <source>Analysing… %v of %m positions</source>
        <translation>Анализ… %v из %m позиций</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>inaccuracies %1, mistakes %2, blunders %3</source>
        <translation>неточности: %1, ошибки: %2, грубые ошибки: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+2"/>
        <source>White: %1</source>
        <translation>Белые: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Black: %1</source>
        <translation>Чёрные: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ferz&apos;s engine</source>
        <translation>движок Ferz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judged by %1, each mark checked at depth %2 to %3.</source>
        <translation>Оценено: %1, каждая отметка проверена на глубине от %2 до %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Judged by %1, each mark checked at depth %2.</source>
        <translation>Оценено: %1, каждая отметка проверена на глубине %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Judged by %1.</source>
        <translation>Оценено: %1.</translation>
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
        <translation>%1, глубина %2–%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, depth %2</source>
        <translation>%1, глубина %2</translation>
    </message>
</context>
<context>
    <name>AnnotationMenus</name>
    <message>
        <location filename="../app/window/annotationmenus.cpp" line="+20"/>
        <source>Good move</source>
        <translation>Хороший ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brilliant move</source>
        <translation>Блестящий ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Грубая ошибка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interesting move</source>
        <translation>Интересный ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dubious move</source>
        <translation>Сомнительный ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal position</source>
        <translation>Равная позиция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unclear position</source>
        <translation>Неясная позиция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is slightly better</source>
        <translation>У белых немного лучше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is slightly better</source>
        <translation>У чёрных немного лучше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is better</source>
        <translation>У белых лучше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is better</source>
        <translation>У чёрных лучше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is winning</source>
        <translation>Белые выигрывают</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is winning</source>
        <translation>Чёрные выигрывают</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Move &amp;Glyph</source>
        <translation>&amp;Знак хода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Po&amp;sition Glyph</source>
        <translation>Знак поз&amp;иции</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../app/window/announcer.cpp" line="+16"/>
        <source>pawn</source>
        <translation>пешка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knight</source>
        <translation>конь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bishop</source>
        <translation>слон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rook</source>
        <translation>ладья</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>ферзь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>castles kingside</source>
        <translation>короткая рокировка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>castles queenside</source>
        <translation>длинная рокировка</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 from %2 takes en passant on %3</source>
        <extracomment>&quot;pawn from e5 takes en passant on d6&quot;</extracomment>
        <translation>%1 с %2 бьёт на проходе на %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 from %2 takes %3 on %4</source>
        <extracomment>&quot;bishop from b5 takes knight on c6&quot;</extracomment>
        <translation>%1 с %2 бьёт на %4 (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 from %2 to %3</source>
        <extracomment>&quot;knight from g1 to f3&quot;</extracomment>
        <translation>%1 с %2 на %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, becomes a %2</source>
        <extracomment>&quot;pawn from e7 to e8, becomes a queen&quot;</extracomment>
        <translation>%1, превращение: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>White: %1</source>
        <translation>Белые: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black: %1</source>
        <translation>Чёрные: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, check</source>
        <translation>%1, шах</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, checkmate</source>
        <translation>%1, мат</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, stalemate</source>
        <translation>%1, пат</translation>
    </message>
</context>
<context>
    <name>AutoSave</name>
    <message>
        <location filename="../app/game/autosave.cpp" line="+162"/>
        <source>the file is too large</source>
        <translation>файл слишком велик</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it does not say which side you play</source>
        <translation>в нём не сказано, за какую сторону вы играете</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>its clock cannot be read</source>
        <translation>его часы не удаётся прочитать</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it does not say where the game stands</source>
        <translation>в нём не сказано, на каком ходу остановилась партия</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it does not say how the game ended</source>
        <translation>в нём не сказано, как закончилась партия</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The game saved when Ferz last ran could not be read (%1). It was kept as %2.</source>
        <translation>Партию, сохранённую при прошлом запуске «Ферзя», не удалось прочитать (%1). Она сохранена как %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game saved when Ferz last ran could not be read (%1).</source>
        <translation>Партию, сохранённую при прошлом запуске «Ферзя», не удалось прочитать (%1).</translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <location filename="../app/board/boardaccessible.cpp" line="+55"/>
        <source>white pawn</source>
        <translation>белая пешка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white knight</source>
        <translation>белый конь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white bishop</source>
        <translation>белый слон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white rook</source>
        <translation>белая ладья</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white queen</source>
        <translation>белый ферзь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white king</source>
        <translation>белый король</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black pawn</source>
        <translation>чёрная пешка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black knight</source>
        <translation>чёрный конь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black bishop</source>
        <translation>чёрный слон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black rook</source>
        <translation>чёрная ладья</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black queen</source>
        <translation>чёрный ферзь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black king</source>
        <translation>чёрный король</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>пусто</translation>
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
        <translation>%1, в руке</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black at the bottom; the arrow keys move between squares, Enter picks up a piece and puts it down</source>
        <translation>Чёрные внизу; стрелки переходят между полями, Enter берёт фигуру и ставит её</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White at the bottom; the arrow keys move between squares, Enter picks up a piece and puts it down</source>
        <translation>Белые внизу; стрелки переходят между полями, Enter берёт фигуру и ставит её</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <location filename="../app/board/boardtheme.cpp" line="+17"/>
        <source>Wood</source>
        <translation>Дерево</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green</source>
        <translation>Зелёная</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blue</source>
        <translation>Синяя</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grey</source>
        <translation>Серая</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>High Contrast</source>
        <translation>Контрастная</translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <location filename="../app/window/boardwords.cpp" line="+23"/>
        <source>Put back.</source>
        <translation>Возвращена на место.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Promotion: queen. The arrow keys choose another piece, Enter takes it, Escape puts the pawn back.</source>
        <translation>Превращение: ферзь. Стрелки выбирают другую фигуру, Enter подтверждает, Escape возвращает пешку.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 on %2 picked up: it can go to %3.</source>
        <extracomment>&quot;Knight on g1 picked up: it can go to f3, h3.&quot;</extracomment>
        <translation>%1 на %2 в руке: может пойти на %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over. Start a new game, or look back through this one.</source>
        <translation>Партия окончена. Начните новую или просмотрите эту.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is paused: press P to play on.</source>
        <translation>Партия на паузе: нажмите P, чтобы продолжить.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is the computer&apos;s move.</source>
        <translation>Сейчас ход компьютера.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The starting position.</source>
        <translation>Начальная позиция.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move %1, %2</source>
        <extracomment>&quot;Move 12, Black: knight from g8 to f6.&quot;</extracomment>
        <translation>Ход %1, %2</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Back to the game.</source>
        <translation>Назад к партии.</translation>
    </message>
</context>
<context>
    <name>DiagramActions</name>
    <message>
        <location filename="../app/window/diagramactions.cpp" line="+33"/>
        <source>Copy Position as &amp;Image</source>
        <translation>Копировать позицию как &amp;изображение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Diagram…</source>
        <translation>&amp;Экспорт диаграммы…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The position was copied as an image.</source>
        <translation>Позиция скопирована как изображение.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PNG image (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG image (*.svg)</source>
        <translation>Изображение SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <source>Export Diagram</source>
        <translation>Экспорт диаграммы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The diagram could not be written: %1</source>
        <translation>Не удалось записать диаграмму: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The diagram was written to %1.</source>
        <translation>Диаграмма записана в %1.</translation>
    </message>
</context>
<context>
    <name>DiagramDialog</name>
    <message>
        <location filename="../app/dialogs/diagramdialog.cpp" line="+51"/>
        <source>Show &amp;coordinates</source>
        <translation>Показывать &amp;координаты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;arrows and marked squares</source>
        <translation>Показывать &amp;стрелки и отмеченные поля</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Diagram</source>
        <translation>Экспорт диаграммы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board&apos;s colours</source>
        <translation>Цвета доски</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Print (black and white)</source>
        <translation>Для печати (чёрно-белая)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As on the board</source>
        <translation>Как на доске</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White at the bottom</source>
        <translation>Белые внизу</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black at the bottom</source>
        <translation>Чёрные внизу</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> px</source>
        <extracomment>The unit of the diagram&apos;s size: pixels.</extracomment>
        <translation> пикс.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Co&amp;lours:</source>
        <translation>&amp;Цвета:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Orientation:</source>
        <translation>&amp;Ориентация:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Size:</source>
        <translation>&amp;Размер:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preview</source>
        <extracomment>The picture of the diagram in the Export Diagram dialog.</extracomment>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export…</source>
        <translation>&amp;Экспортировать…</translation>
    </message>
</context>
<context>
    <name>EngineConfig</name>
    <message>
        <location filename="../app/game/engineconfig.cpp" line="+31"/>
        <source>Line %1: write an option as Name=Value</source>
        <translation>Строка %1: запишите параметр как Имя=Значение</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (Elo %2–%3)</source>
        <translation>%1 (Эло %2–%3)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The engine needs a name.</source>
        <translation>Укажите название движка.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No program %1 was found.</source>
        <translation>Программа %1 не найдена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not a program.</source>
        <translation>%1 — не программа.</translation>
    </message>
    <message>
        <location filename="../app/game/ucijudge.cpp" line="+48"/>
        <source>could not start %1: %2</source>
        <translation>не удалось запустить %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 did not answer “uci”</source>
        <translation>%1 не ответил на «uci»</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+15"/>
        <source>%1 did not answer “isready”</source>
        <translation>%1 не ответил на «isready»</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 wrote a line of more than 64 KB</source>
        <translation>%1 вывел строку длиннее 64 КБ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 crashed or was killed</source>
        <translation>%1 аварийно завершился или был убит</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stopped unexpectedly (exit code %2)</source>
        <translation>%1 неожиданно завершился (код выхода %2)</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 did not stop when asked</source>
        <translation>%1 не остановился по запросу</translation>
    </message>
</context>
<context>
    <name>EnginePanel</name>
    <message>
        <location filename="../app/window/enginepanel.cpp" line="+101"/>
        <source>&amp;Lines:</source>
        <translation>&amp;Линии:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine that analyses</source>
        <translation>Движок, который анализирует</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis engine</source>
        <translation>Движок анализа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Threads and hash of the analysis</source>
        <translation>Потоки и хеш анализа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis settings</source>
        <translation>Настройки анализа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine lines</source>
        <translation>Линии движка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart Engine</source>
        <translation>&amp;Перезапустить движок</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+14"/>
        <source>Ferz (built in)</source>
        <translation>Ferz (встроенный)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>&amp;Threads</source>
        <translation>&amp;Потоки</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hash</source>
        <translation>&amp;Хеш</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 MB</source>
        <translation>%1 МБ</translation>
    </message>
    <message>
        <source>K Q R B N</source>
        <extracomment>The letters of the king, queen, rook, bishop and knight in moves (SAN), in this order, separated by spaces: &quot;K Q R B N&quot; in English, &quot;Кр Ф Л С К&quot; in Russian.</extracomment>
        <translation type="vanished">Кр Ф Л С К</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>d%1</source>
        <comment>depth</comment>
        <translation>г%1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The analysis stopped: %1.</source>
        <translation>Анализ остановлен: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checkmate: there is no move to analyse.</source>
        <translation>Мат: ходов нет, анализировать нечего.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stalemate: there is no move to analyse.</source>
        <translation>Пат: ходов нет, анализировать нечего.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>depth %1</source>
        <translation>глубина %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes</source>
        <translation>%1 узлов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thinking…</source>
        <translation>думает…</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../app/dialogs/enginesdialog.cpp" line="+24"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rescan</source>
        <translation>Найти снова</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+31"/>
        <source>Engines</source>
        <translation>Движки</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. stockfish or /usr/games/stockfish</source>
        <translation>например, stockfish или /usr/games/stockfish</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. --uci for gnuchess</source>
        <translation>например, --uci для gnuchess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One option a line, e.g.
UCI_LimitStrength=true
UCI_Elo=1500</source>
        <translation>По одному параметру в строке, например:
UCI_LimitStrength=true
UCI_Elo=1500</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Program:</source>
        <translation>Программа:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Program</source>
        <translation>Программа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arguments:</source>
        <translation>Аргументы:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options:</source>
        <translation>Параметры:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Look for the chess engines installed on this computer</source>
        <translation>Найти шахматные программы, установленные на этом компьютере</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Judge of the analyses:</source>
        <translation>Судья анализа:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine that analyses your games: Analyse Game, the training positions and the Games window</source>
        <translation>Движок, который анализирует ваши партии: анализ партии, позиции для тренировки и окно партий</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>UCI chess engines installed on this computer, to play against instead of Ferz, or to judge your games.</source>
        <translation>Шахматные движки UCI, установленные на этом компьютере, — чтобы играть с ними вместо «Ферзя» или оценивать ваши партии.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Ferz</source>
        <translation>Ferz</translation>
    </message>
    <message>
        <source>UCI chess engines installed on this computer, to play against instead of Ferz.</source>
        <translation type="vanished">Шахматные движки UCI, установленные на этом компьютере, — чтобы играть с ними вместо «Ферзя».</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Choose an engine</source>
        <translation>Выберите движок</translation>
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
        <translation>Поиск шахматных программ…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No engine found that is not in the list already.</source>
        <translation>Новых программ, которых ещё нет в списке, не найдено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found: %1.</source>
        <translation>Найдено: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New engine</source>
        <translation>Новый движок</translation>
    </message>
</context>
<context>
    <name>EvalBar</name>
    <message>
        <location filename="../app/window/evalbar.cpp" line="+16"/>
        <source>Evaluation: %1</source>
        <translation>Оценка: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Evaluation</source>
        <translation>Оценка</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <location filename="../app/window/evalgraph.cpp" line="+13"/>
        <location line="+6"/>
        <source>White&apos;s winning chances after each move; click to see the position</source>
        <translation>Шансы белых на победу после каждого хода; щёлкните, чтобы увидеть позицию</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+48"/>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+50"/>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
</context>
<context>
    <name>ExternalEngine</name>
    <message>
        <location filename="../app/game/externalengine.cpp" line="+25"/>
        <source>could not start %1: %2</source>
        <translation>не удалось запустить %1: %2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 does not play Chess960 (it has no UCI_Chess960 option)</source>
        <translation>%1 не играет в Chess960 (у него нет параметра UCI_Chess960)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1 wrote a line of more than 64 KB</source>
        <translation>%1 вывел строку длиннее 64 КБ</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 wrote a line Ferz cannot read: “%2”</source>
        <translation>%1 написал строку, которую Ferz не может прочесть: «%2»</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 answered with the move “%2”, which is not legal here: %3</source>
        <translation>%1 ответил ходом «%2», который здесь невозможен: %3</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 crashed or was killed (signal %2)</source>
        <translation>%1 аварийно завершился или был убит (сигнал %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 stopped unexpectedly (exit code %2)</source>
        <translation>%1 неожиданно завершился (код выхода %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 did not answer “uci”</source>
        <translation>%1 не ответил на «uci»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not answer “isready”</source>
        <translation>%1 не ответил на «isready»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 did not stop when asked</source>
        <translation>%1 не остановился, когда его попросили</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not play its move in time</source>
        <translation>%1 не сделал ход вовремя</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <location filename="../app/window/gameactions.cpp" line="+60"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo Move</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo Move</source>
        <translation>&amp;Вернуть ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause</source>
        <translation>Па&amp;уза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O&amp;ffer Draw</source>
        <translation>Пр&amp;едложить ничью</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Claim Draw</source>
        <translation>Потребовать ни&amp;чью</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Res&amp;ign</source>
        <translation>Сда&amp;ться</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top Game…</source>
        <translation>Остано&amp;вить партию…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Engines…</source>
        <translation>&amp;Движки…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from &amp;Here…</source>
        <translation>Играть о&amp;тсюда…</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+3"/>
        <source>Take back a move</source>
        <translation>Взять ход назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over: %1. Take back your last move and play on without this result?</source>
        <translation>Партия окончена: %1. Взять назад ваш последний ход и продолжить без этого результата?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Draw offer</source>
        <translation>Предложение ничьей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 предлагает ничью. %2, вы согласны?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resign this game?</source>
        <translation>Сдать эту партию?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stop the game</source>
        <translation>Остановить партию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop this game without a result? It will not count for your rating, and the computer&apos;s analysis of it is then on offer.</source>
        <translation>Остановить эту партию без результата? Она не пойдёт в ваш рейтинг, а анализ компьютера станет доступен.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game is over in this position: there is nothing to play.</source>
        <translation>В этой позиции партия окончена: играть нечего.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play from here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play the side to move, without a clock. The computer&apos;s level:</source>
        <translation>Вы играете за сторону, чей сейчас ход, без часов. Уровень компьютера:</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>New Game now offers the chess engines found on this computer: %1.</source>
        <translation>«Новая партия» теперь предлагает шахматные программы, найденные на этом компьютере: %1.</translation>
    </message>
    <message>
        <source>Chess engines found on this computer: %1. Choose one in New Game.</source>
        <translation type="vanished">На этом компьютере найдены шахматные программы: %1. Выберите соперника в «Новой партии».</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="+228"/>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is paused.</source>
        <translation>Партия на паузе.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the computer&apos;s move.</source>
        <translation>Сейчас ход компьютера.</translation>
    </message>
    <message>
        <location line="+324"/>
        <source>The computer declines the draw: it thinks it stands better.</source>
        <translation>Компьютер отклоняет ничью: он считает, что стоит лучше.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer declines the draw: the game has hardly begun.</source>
        <translation>Компьютер отклоняет ничью: партия едва началась.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer accepts the draw: it judges the position equal or worse for itself.</source>
        <translation>Компьютер соглашается на ничью: он оценивает позицию как равную или худшую для себя.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 does not play Chess960: Ferz plays in its place.</source>
        <translation>%1 не играет в Chess960: вместо него играет Ferz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer&apos;s engine stopped: %1. Start a new game to play on.</source>
        <translation>Движок компьютера остановился: %1. Начните новую партию, чтобы играть дальше.</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+4"/>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ferz, full strength</source>
        <translation>Ферзь, полная сила</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ferz %1</source>
        <translation>Ферзь %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Chess960, start position %1</source>
        <translation>Chess960, начальная позиция %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation type="vanished">Мат — белые выиграли</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation type="vanished">Мат — чёрные выиграли</translation>
    </message>
    <message>
        <source>Draw by stalemate</source>
        <translation type="vanished">Ничья: пат</translation>
    </message>
    <message>
        <source>Draw: neither side can mate</source>
        <translation type="vanished">Ничья: ни одна из сторон не может поставить мат</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation type="vanished">Ничья: позиция повторилась пять раз</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule</source>
        <translation type="vanished">Ничья по правилу 75 ходов</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation type="vanished">Ничья: позиция повторилась три раза, ничью потребовал компьютер</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by you</source>
        <translation type="vanished">Ничья: позиция повторилась три раза, ничью потребовали вы</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by White</source>
        <translation type="vanished">Ничья: позиция повторилась три раза, ничью потребовали белые</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by Black</source>
        <translation type="vanished">Ничья: позиция повторилась три раза, ничью потребовали чёрные</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation type="vanished">Ничья по правилу 50 ходов, её потребовал компьютер</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation type="vanished">Ничья по правилу 50 ходов, её потребовали вы</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by White</source>
        <translation type="vanished">Ничья по правилу 50 ходов, её потребовали белые</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by Black</source>
        <translation type="vanished">Ничья по правилу 50 ходов, её потребовали чёрные</translation>
    </message>
    <message>
        <source>White resigns — Black wins</source>
        <translation type="vanished">Белые сдались — чёрные выиграли</translation>
    </message>
    <message>
        <source>Black resigns — White wins</source>
        <translation type="vanished">Чёрные сдались — белые выиграли</translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation type="vanished">Ничья по соглашению</translation>
    </message>
    <message>
        <source>White ran out of time — Black wins</source>
        <translation type="vanished">У белых кончилось время — чёрные выиграли</translation>
    </message>
    <message>
        <source>Black ran out of time — White wins</source>
        <translation type="vanished">У чёрных кончилось время — белые выиграли</translation>
    </message>
    <message>
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation type="vanished">У белых кончилось время, но чёрные не могут поставить мат — ничья</translation>
    </message>
    <message>
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation type="vanished">У чёрных кончилось время, но белые не могут поставить мат — ничья</translation>
    </message>
    <message>
        <source>White won (as recorded in the game)</source>
        <translation type="vanished">Белые выиграли (так записано в партии)</translation>
    </message>
    <message>
        <source>Black won (as recorded in the game)</source>
        <translation type="vanished">Чёрные выиграли (так записано в партии)</translation>
    </message>
    <message>
        <source>Drawn (as recorded in the game)</source>
        <translation type="vanished">Ничья (так записано в партии)</translation>
    </message>
    <message>
        <source>Stopped without a result: the game does not count</source>
        <translation type="vanished">Остановлена без результата: партия не засчитывается</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <location filename="../app/window/gamedocument.cpp" line="+67"/>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has changes that are not saved.</source>
        <translation>В этой партии есть несохранённые изменения.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has changes that are not saved.</source>
        <translation>В %1 есть несохранённые изменения.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save them before the game is replaced?</source>
        <translation>Сохранить их, прежде чем партия будет заменена?</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+12"/>
        <location line="+9"/>
        <location line="+16"/>
        <location line="+18"/>
        <source>Open a game</source>
        <extracomment>&quot;Could not open /home/anna/game.pgn: there is no such file.&quot;</extracomment>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation type="vanished">Не удалось открыть %1.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>%1 holds no game.</source>
        <translation>В %1 нет ни одной партии.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no game that can be read: %2</source>
        <translation>В %1 нет партий, которые можно прочитать: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game in %1 cannot be read: %2</source>
        <translation>Партию из %1 не удаётся прочитать: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is empty</source>
        <translation>она пуста</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not UTF-8: it was read as Latin-1.</source>
        <translation>%1 не в UTF-8: файл прочитан как Latin-1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+46"/>
        <location line="+29"/>
        <location line="+12"/>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Ferz repaired this game of %1 to read it.</source>
        <translation>Чтобы прочитать эту партию из %1, Ferz пришлось её исправить.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saving writes Ferz&apos;s text of the game in place of the text in the file.</source>
        <translation>При сохранении текст партии в файле заменится текстом Ferz.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <source>%1 was changed by another program since Ferz read it.</source>
        <translation>%1 изменён другой программой с тех пор, как Ferz его прочитал.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The game is still in it. Overwrite that game with this one, or save this game as a new file?</source>
        <translation>Партия всё ещё в нём. Перезаписать ту партию этой или сохранить эту партию в новый файл?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Overwrite That Game</source>
        <translation>&amp;Перезаписать ту партию</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game Ferz read is no longer in it, so it cannot be written back there.</source>
        <translation>Партии, которую прочитал Ferz, в нём больше нет, поэтому записать её туда нельзя.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game cannot be saved into %1.</source>
        <translation>Партию нельзя сохранить в %1.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>This game is being played: it is the game on the board.</source>
        <translation>Эта партия сейчас играется: это партия на доске.</translation>
    </message>
    <message numerus="yes">
        <location line="+105"/>
        <source>(And %n more.)</source>
        <translation>
            <numerusform>(И ещё %n.)</numerusform>
            <numerusform>(И ещё %n.)</numerusform>
            <numerusform>(И ещё %n.)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+41"/>
        <source>Could not save %1: %2</source>
        <translation>Не удалось сохранить %1: %2</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+40"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The clipboard holds neither a game nor a position. As PGN: %1. As FEN: %2.</source>
        <translation>В буфере обмена нет ни партии, ни позиции. Как PGN: %1. Как FEN: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no moves</source>
        <translation>нет ходов</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The game is on the clipboard, as PGN.</source>
        <translation>Партия скопирована в буфер обмена в формате PGN.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The position is on the clipboard, as FEN.</source>
        <translation>Позиция скопирована в буфер обмена в формате FEN.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location line="-215"/>
        <location line="+216"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location line="-327"/>
        <source>Save them before Ferz quits?</source>
        <translation>Сохранить их перед выходом из Ферзя?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No file was named to open.</source>
        <translation>Не указан файл, который нужно открыть.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>there is no such file</source>
        <translation>такого файла нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a folder</source>
        <translation>это папка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be read</source>
        <translation>его нельзя прочитать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not open %1: %2.</source>
        <translation>Не удалось открыть %1: %2.</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+227"/>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message numerus="yes">
        <location line="-112"/>
        <source>The clipboard holds %n games: the first is on the board.</source>
        <translation>
            <numerusform>В буфере обмена %n партия: на доске первая.</numerusform>
            <numerusform>В буфере обмена %n партии: на доске первая.</numerusform>
            <numerusform>В буфере обмена %n партий: на доске первая.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Расставить позицию…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Game (PGN)</source>
        <translation>&amp;Копировать партию (PGN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy P&amp;osition (FEN)</source>
        <translation>Копировать &amp;позицию (FEN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste Game or Position</source>
        <translation>Вст&amp;авить партию или позицию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Недавн&amp;ие файлы</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ferz repaired this game to read it: %1.</source>
        <translation>Чтобы прочитать эту партию, Ferz пришлось её исправить: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some clock times or evaluations in this game could not be read; they are kept as comments.</source>
        <translation>Некоторые отметки времени или оценки в этой партии не удалось прочитать; они сохранены как комментарии.</translation>
    </message>
    <message>
        <location line="-205"/>
        <location line="+121"/>
        <source>%1 vs %2</source>
        <translation>%1 против %2</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>This game of the library cannot be read: %1</source>
        <translation>Эту партию библиотеки не удаётся прочитать: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 (%2) — Ferz</source>
        <translation>%1 (%2) — Ferz</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1 — Ferz</source>
        <translation>%1 — Ферзь</translation>
    </message>
</context>
<context>
    <name>GameInFile</name>
    <message>
        <location filename="../app/game/gamefile.cpp" line="+92"/>
        <source>the file is shorter than it was</source>
        <translation>файл стал короче, чем был</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the file is in Latin-1, which cannot hold every character of the game</source>
        <translation>файл в кодировке Latin-1, в которой нельзя записать все символы партии</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <location filename="../app/dialogs/gamepicker.cpp" line="+72"/>
        <source>Open a game from %1</source>
        <translation>Открыть партию из %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter by player, event, date, result or opening</source>
        <translation>Фильтр по игроку, турниру, дате, результату или дебюту</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter</source>
        <translation>Фильтр</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Games: %1 of %2</source>
        <translation>Партии: %1 из %2</translation>
    </message>
</context>
<context>
    <name>GamePolicy</name>
    <message>
        <source>The analysis board opens when the game against the computer is over.</source>
        <translation type="vanished">Доска анализа открывается, когда партия с компьютером окончена.</translation>
    </message>
    <message>
        <source>A game against the computer is analysed when it is over.</source>
        <translation type="vanished">Партия с компьютером анализируется, когда она окончена.</translation>
    </message>
    <message>
        <source>The analysis of this game shows when the game against the computer is over.</source>
        <translation type="vanished">Анализ этой партии показывается, когда партия с компьютером окончена.</translation>
    </message>
    <message>
        <source>You took back a move: this game no longer counts for your rating.</source>
        <translation type="vanished">Вы взяли ход назад: эта партия больше не идёт в ваш рейтинг.</translation>
    </message>
    <message>
        <source>You asked for a hint: this game no longer counts for your rating.</source>
        <translation type="vanished">Вы попросили подсказку: эта партия больше не идёт в ваш рейтинг.</translation>
    </message>
    <message>
        <location filename="../app/game/gamepolicy.cpp" line="+55"/>
        <source>The computer&apos;s evaluation shows when the game is over or stopped.</source>
        <translation>Оценка компьютера появится, когда партия окончена или остановлена.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The analysis board opens when the game is over or stopped (Game → Stop Game).</source>
        <translation>Доска анализа открывается, когда партия окончена или остановлена (Партия → Остановить партию).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is analysed when it is over or stopped (Game → Stop Game).</source>
        <translation>Партия анализируется, когда она окончена или остановлена (Партия → Остановить партию).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The analysis of this game shows when the game is over or stopped.</source>
        <translation>Анализ этой партии появится, когда партия окончена или остановлена.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This rated game stays as it ended: its result counts. Play from Here plays on from a position of it.</source>
        <translation>Эта рейтинговая партия остаётся такой, какой закончилась: её результат засчитан. «Играть отсюда» продолжает игру с любой её позиции.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer has analysed this game, so it is not played on. Play from Here plays on from a position of it.</source>
        <translation>Компьютер проанализировал эту партию, поэтому её не продолжить. «Играть отсюда» продолжает игру с любой её позиции.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Take back your move? This game will then no longer count for your rating.</source>
        <translation>Взять ход назад? Тогда эта партия больше не пойдёт в ваш рейтинг.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for a hint? This game will then no longer count for your rating.</source>
        <translation>Попросить подсказку? Тогда эта партия больше не пойдёт в ваш рейтинг.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The opening tree is shown when the game has ended or is stopped (Game → Stop Game).</source>
        <translation>Дерево дебютов показывается, когда партия окончена или остановлена (Партия → Остановить партию).</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <location filename="../app/dialogs/gameswindow.cpp" line="+269"/>
        <location filename="../app/dialogs/librarymodel.cpp" line="+89"/>
        <source>Full</source>
        <translation>Полная</translation>
    </message>
    <message>
        <location filename="../app/dialogs/librarymodel.cpp" line="+27"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <location filename="../app/dialogs/gameswindow.cpp" line="+21"/>
        <location filename="../app/dialogs/librarymodel.cpp" line="+1"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="-2"/>
        <location filename="../app/dialogs/librarymodel.cpp" line="+1"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../app/dialogs/librarymodel.cpp" line="+1"/>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Контроль</translation>
    </message>
    <message>
        <location filename="../app/dialogs/gameswindow.cpp" line="-9"/>
        <location line="+2"/>
        <location line="+13"/>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+311"/>
        <source>Analysing game %1 of %2…</source>
        <translation>Анализ партии %1 из %2…</translation>
    </message>
    <message>
        <location line="-254"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search players, event, opening or date</source>
        <translation>Поиск по игрокам, турниру, дебюту или дате</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Противник</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your colour</source>
        <translation>Ваш цвет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played</source>
        <translation>Сыграна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Import progress</source>
        <translation>Ход импорта</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Library update progress</source>
        <extracomment>The accessible name of the Games window&apos;s progress bar while an older library is brought up to date at start-up.</extracomment>
        <translation>Ход обновления библиотеки</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the game for review</source>
        <translation>Открыть партию для разбора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the selected games in a PGN file</source>
        <translation>Сохранить выбранные партии в файл PGN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the games of PGN files, such as lichess or chess.com exports</source>
        <translation>Добавить партии из файлов PGN, например выгрузок lichess или chess.com</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse the selected games in the background: marks, reasons and better moves, kept in the library</source>
        <translation>Проанализировать выбранные партии в фоне: отметки, причины и лучшие ходы сохраняются в библиотеке</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analysis progress</source>
        <translation>Ход анализа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the Analysis</source>
        <translation>Отменить анализ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;Names…</source>
        <translation>&amp;Ваши имена…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The names you play under elsewhere, to find your games among those imported</source>
        <translation>Имена, под которыми вы играете в других местах: по ним среди импортированных партий находятся ваши</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Any level</source>
        <translation>Любой уровень</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Either colour</source>
        <translation>Любой цвет</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had White</source>
        <translation>Вы играли белыми</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had Black</source>
        <translation>Вы играли чёрными</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any result</source>
        <translation>Любой результат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won</source>
        <translation>Вы выиграли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lost</source>
        <translation>Вы проиграли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any time</source>
        <translation>За всё время</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation>Последние 7 дней</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>Последние 30 дней</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Последние 12 месяцев</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any variant</source>
        <translation>Любой вариант</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard chess</source>
        <translation>Обычные шахматы</translation>
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
        <translation>Не удаётся открыть библиотеку партий.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Any opponent</source>
        <translation>Любой противник</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Games: %1</source>
        <translation>Партий: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games shown: %1 of %2</source>
        <translation>Показано партий: %1 из %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Analysis cancelled. Games analysed: %1.</source>
        <extracomment>The end of the Games window&apos;s analysis: how many games were analysed.</extracomment>
        <translation>Анализ отменён. Проанализировано партий: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games analysed: %1.</source>
        <translation>Проанализировано партий: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games that could not be analysed: %1 (%2).</source>
        <translation>Не удалось проанализировать партий: %1 (%2).</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+8"/>
        <source>Export games</source>
        <translation>Экспорт партий</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 could not be written: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>games.pgn</source>
        <translation>партии.pgn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games exported: %1, to %2</source>
        <translation>Экспортировано партий: %1, в %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>Delete games</source>
        <translation>Удаление партий</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The games could not be deleted: %1</source>
        <translation>Не удалось удалить партии: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete this game from the library?</source>
        <translation>Удалить эту партию из библиотеки?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected games (%1) from the library?</source>
        <translation>Удалить выбранные партии (%1) из библиотеки?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This cannot be undone. Export them first to keep a copy.</source>
        <translation>Это нельзя отменить. Чтобы сохранить копию, сначала экспортируйте их.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Importing…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your names</source>
        <translation>Ваши имена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Besides %1, the names you play under (on lichess, on chess.com), separated by commas. Your games among those imported are found by them.</source>
        <translation>Кроме %1 — имена, под которыми вы играете (на lichess, на chess.com), через запятую. По ним среди импортированных партий находятся ваши.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import games</source>
        <translation>Импорт партий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 added, %2 already in the library, %3 could not be read.</source>
        <extracomment>The numbers of games of the files imported.</extracomment>
        <translation>Добавлено: %1, уже в библиотеке: %2, не прочитано: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import cancelled.</source>
        <translation>Импорт прерван.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not UTF-8, read as Latin-1: %1.</source>
        <translation>Не в UTF-8, прочитаны как Latin-1: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first that could not be read: %1</source>
        <translation>Первая непрочитанная: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games could not be added to the game library: %1.</source>
        <translation>Партии не удалось добавить в библиотеку: %1.</translation>
    </message>
    <message>
        <location line="-382"/>
        <source>All &amp;Positions</source>
        <extracomment>Clears the Games window&apos;s search by position: every game is listed again.</extracomment>
        <translation>Все &amp;позиции</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the games of every position again</source>
        <translation>Снова показать партии всех позиций</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>Games that reached the position %1, in any move order.</source>
        <extracomment>Above the Games window&apos;s list: which position its games reached. %1 is &quot;after 12. Nf3&quot; or &quot;at the start&quot;.</extracomment>
        <translation>Партии, в которых возникла позиция %1, при любом порядке ходов.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>Material</source>
        <translation>Материал</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Any material</source>
        <translation>Любой материал</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pawn endings</source>
        <translation>Пешечные эндшпили</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight endings</source>
        <translation>Коневые эндшпили</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bishop endings</source>
        <translation>Слоновые эндшпили</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opposite-coloured bishops</source>
        <translation>Разноцветные слоны</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bishop against knight</source>
        <translation>Слон против коня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rook endings</source>
        <translation>Ладейные эндшпили</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rook and minor piece each</source>
        <translation>Ладья и лёгкая фигура у каждого</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen endings</source>
        <translation>Ферзевые эндшпили</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Updating your library for this version of Ferz…</source>
        <extracomment>The Games window while an older library is brought up to date at start-up (its progress bar beside it).</extracomment>
        <translation>Библиотека обновляется для этой версии «Ферзя»…</translation>
    </message>
</context>
<context>
    <name>HelpActions</name>
    <message>
        <location filename="../app/window/helpactions.cpp" line="+22"/>
        <source>Ferz &amp;Help</source>
        <translation>&amp;Справка Ferz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Клавиши</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ferz</source>
        <translation>&amp;О программе «Ферзь»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About Ferz</source>
        <translation>О программе «Ферзь»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;A chess program: play the computer, review the game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Pieces: the Cburnett set by Colin M. L. Burnett (GPL). Sounds and icon made for Ferz.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ферзь %1&lt;/h3&gt;&lt;p&gt;Шахматная программа: играйте с компьютером, разбирайте партию.&lt;/p&gt;&lt;p&gt;Свободная программа под лицензией GNU General Public License версии 3 или более поздней.&lt;/p&gt;&lt;p&gt;Фигуры: набор Cburnett, автор Colin M. L. Burnett (GPL). Звуки и значок сделаны для «Ферзя».&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../app/dialogs/helpdialog.cpp" line="+23"/>
        <source>Ferz Help</source>
        <translation>Справка Ferz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Help</source>
        <translation>Справка</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Moving</source>
        <translation>Как ходить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a piece to its square, or click the piece and then the square. The squares it may go to are marked. A right click or Esc puts it back. A move can also be typed in the field under the moves, as Nf3 or g1f3. When the board refuses a move, a line above it says why.</source>
        <translation>Перетащите фигуру на поле или щёлкните фигуру, а затем поле. Поля, куда она может пойти, отмечены. Правый щелчок или Esc возвращает её на место. Ход можно и набрать в поле под списком ходов: Nf3 или g1f3. Если доска не принимает ход, строка над ней объясняет почему.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Without the mouse</source>
        <translation>Без мыши</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board takes the keyboard&apos;s focus; Tab goes through the toolbar, the buttons of the banner above the board, the board, the moves and the move field. The arrow keys move a framed square; Enter or Space picks up the piece there and puts it down on its new square; Esc puts it back. A pawn that promotes offers the queen first: the arrow keys choose another piece, Enter takes it, or press Q, R, B or N. From the moves, the arrow keys, Home and End step through the game. While a banner shows, Enter presses its framed button (New game at the end of a game).</source>
        <translation>Доска принимает фокус клавиатуры; Tab проходит по панели инструментов, кнопкам полосы сообщения над доской, доске, списку ходов и полю хода. Стрелки перемещают рамку по полям; Enter или пробел берёт фигуру с поля и ставит её на новое поле; Esc возвращает её назад. Пешка, дошедшая до последней горизонтали, сначала предлагает ферзя: стрелки выбирают другую фигуру, Enter подтверждает; можно нажать Q, R, B или N. В списке ходов стрелки, Home и End листают партию. Пока видна полоса сообщения, Enter нажимает её выделенную кнопку («Новая партия» в конце партии).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each square of the board reads as, for example, &quot;e4, white pawn&quot;, in the order the board is shown, and the moves as a list, the move on show selected. The line at the foot of the window says every move of both sides in words, check and checkmate, the end of the game, the answer to a draw offer and why a move was refused; a screen reader speaks it as a notification. While you review, it says the move on show and the analysis&apos;s verdict. View → Speak Moves says it aloud without a screen reader. View → Board Colours → High Contrast outlines the pieces on strongly contrasting squares.</source>
        <translation>Каждое поле доски читается, например, как «e4, белая пешка», в том порядке, в каком показана доска, а ходы — как список, где выбран показанный ход. Строка внизу окна словами называет каждый ход обеих сторон, шах и мат, конец партии, ответ на предложение ничьей и причину, по которой ход не принят; экранный диктор произносит её как уведомление. При просмотре партии она называет показанный ход и оценку анализа. Вид → Озвучивать ходы произносит её вслух без экранного диктора. Вид → Цвета доски → Контрастная обводит фигуры на сильно контрастных полях.</translation>
    </message>
    <message>
        <source>The board takes the keyboard&apos;s focus (Tab goes on to the move field and the moves). The arrow keys move a framed square; Enter or Space picks up the piece there and puts it down on its new square; Esc puts it back. A pawn that promotes offers the queen first: the arrow keys choose another piece, Enter takes it, or press Q, R, B or N. From the moves, the arrow keys, Home and End step through the game.</source>
        <translation type="vanished">Доска принимает фокус клавиатуры (Tab переходит к полю хода и к списку ходов). Стрелки перемещают рамку по полям; Enter или пробел берёт фигуру с поля и ставит её на новое поле; Esc возвращает её назад. Пешка, дошедшая до последней горизонтали, сначала предлагает ферзя: стрелки выбирают другую фигуру, Enter подтверждает; можно нажать Q, R, B или N. В списке ходов стрелки, Home и End листают партию.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>With a screen reader</source>
        <translation>С экранным диктором</translation>
    </message>
    <message>
        <source>Each square of the board reads as, for example, &quot;e4, white pawn&quot;, in the order the board is shown. The line at the foot of the window says every move of both sides in words, check, the end of the game, the answer to a draw offer and why a move was refused; a screen reader speaks it as a notification. While you review, it says the move on show and the analysis&apos;s verdict. View → Speak Moves says it aloud without a screen reader. View → Board Colours → High Contrast outlines the pieces on strongly contrasting squares.</source>
        <translation type="vanished">Каждое поле доски читается, например, как «e4, белая пешка», в том порядке, в каком показана доска. Строка внизу окна словами называет каждый ход обеих сторон, шах, конец партии, ответ на предложение ничьей и причину, по которой ход не принят; экранный диктор произносит её как уведомление. При просмотре партии она называет показанный ход и оценку анализа. Вид → Озвучивать ходы произносит её вслух без экранного диктора. Вид → Цвета доски → Контрастная обводит фигуры на сильно контрастных полях.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The players and the clock</source>
        <translation>Игроки и часы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name and the computer&apos;s level stand above and below the board, with the captured pieces and each side&apos;s clock. A side&apos;s first move is not timed. The clocks stop while a dialog is open, and P pauses the game; the computer does not think meanwhile. A takeback gives back the board, not the time. A clock turns red when little time is left.</source>
        <translation>Над доской и под ней — ваше имя и уровень компьютера, взятые фигуры и часы каждой стороны. Первый ход каждой стороны не засекается. Пока открыт диалог, часы стоят, а P ставит партию на паузу; компьютер в это время не думает. Взятый назад ход возвращает доску, но не время. Когда времени остаётся мало, часы краснеют.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Offer a draw, claim one when the rules allow, resign, or stop the game without a result (Stop Game: it does not count), from the Game menu. The result is written at the end of the moves. Undo after a resignation or an agreed draw asks first, and plays on without the result; a rated game stays as it ended.</source>
        <translation>Предложить ничью, потребовать её, когда правила позволяют, сдаться или остановить партию без результата («Остановить партию»: она не засчитывается) можно в меню «Партия». Результат записывается в конце ходов. Отмена хода после сдачи или согласованной ничьей сначала спрашивает, а потом продолжает партию без результата; рейтинговая партия остаётся такой, какой закончилась.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click a move in the list, or use the arrow keys, to see the position after it; Home and End go to the start and back to the game. A move played on the board in review becomes a variation. Analyse Game marks each move: ?! an inaccuracy, ? a mistake, ?? a blunder, with the reason and the better move as an arrow. Each mark is checked by a deeper search before it is shown, and the words under the graph name the judge: Ferz&apos;s engine, or another installed engine, such as Stockfish, chosen as Judge of the analyses in Game → Engines. Play from Here continues against the computer from the position on show.</source>
        <translation>Щёлкните ход в списке или нажимайте стрелки, чтобы увидеть позицию после него; Home и End ведут к началу и обратно к партии. Ход, сделанный на доске при разборе, становится вариантом. «Анализ партии» отмечает каждый ход: ?! — неточность, ? — ошибка, ?? — грубая ошибка, с причиной и лучшим ходом в виде стрелки. Каждая отметка перед показом проверяется более глубоким поиском, а надпись под графиком называет судью: движок Ferz или другой установленный движок, например Stockfish; его выбирают как «Судья анализа» в окне Партия → Движки. «Играть отсюда» продолжает игру с компьютером из показанной позиции.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Analysis Board (L), in the Game menu, shows the engine&apos;s best lines for the position on show, with the evaluation from White&apos;s side (+1.20 is good for White, #5 a mate in five), a bar beside the board and the best moves as arrows. It follows every step through the game; click a move of a line to add the line up to it as a variation. Choose the engine and the number of lines above them, threads and memory under ⋯. While a game is being played it waits, as Analyse Game does, until the game has ended or is stopped.</source>
        <translation>Доска анализа (L) в меню «Партия» показывает лучшие линии движка для позиции на доске, с оценкой с точки зрения белых (+1.20 — перевес белых, #5 — мат в пять ходов), полосу рядом с доской и лучшие ходы стрелками. Она следует за каждым шагом по партии; щелчок по ходу линии добавляет линию до этого хода как вариант. Движок и число линий выбираются над ними, потоки и память — под ⋯. Пока партия играется, она, как и «Анализ партии», ждёт, пока партия не закончится или не будет остановлена.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Arrows and marks</source>
        <translation>Стрелки и пометки</translation>
    </message>
    <message>
        <source>Drag with the right mouse button to draw an arrow; right-click a square to mark it. Green without a key, red with Shift, blue with Alt, yellow with Shift and Alt; the same again takes it away, a left click clears the board. By keys: X marks the framed square, V on one square and V on another draws an arrow, Delete clears. They belong to the move on show and are saved in its comment, as lichess and ChessBase save them. Export Diagram, in the Game menu, writes the position on show with them as a PNG or SVG picture; Copy Position as Image, in the Edit menu, copies it.</source>
        <translation type="vanished">Тяните правой кнопкой мыши, чтобы нарисовать стрелку; щелчок правой кнопкой по полю отмечает его. Зелёный без клавиши, красный с Shift, синий с Alt, жёлтый с Shift и Alt; то же ещё раз убирает пометку, щелчок левой кнопкой очищает доску. С клавиатуры: X отмечает поле в рамке, V на одном поле и V на другом рисует стрелку, Delete очищает. Они относятся к показанному ходу и сохраняются в его комментарии, как их сохраняют lichess и ChessBase. «Экспорт диаграммы» в меню «Партия» записывает показанную позицию с ними как изображение PNG или SVG; «Копировать позицию как изображение» в меню «Правка» копирует её.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A game against Ferz at a level, from the usual start (not an opening chosen to practise), counts for your rating (Glicko-2) when it ends without a move taken back or a hint, which ask first; New Game says whether the game it sets up is rated. Each level counts at the Elo it measured in matches. The rating stands beside your name, with how sure it is (± one deviation); Games (Ctrl+L), Rating, shows its course, and New Game suggests a level for even chances and one a bit harder.</source>
        <translation>Партия с Ferz на уровне из начальной позиции (не из дебюта, выбранного для тренировки) идёт в ваш рейтинг (Glicko-2), если она закончилась без взятых назад ходов и подсказок, которые сначала спрашивают; «Новая партия» говорит, будет ли партия рейтинговой. Каждый уровень учитывается по Эло, измеренному в матчах. Рейтинг стоит рядом с вашим именем вместе с его точностью (± одно отклонение); «Партии» (Ctrl+L), вкладка «Рейтинг», показывает его историю, а «Новая партия» предлагает уровень для равной игры и чуть сильнее.</translation>
    </message>
    <message>
        <source>Your name and the computer&apos;s level stand above and below the board, with the captured pieces and each side&apos;s clock. A side&apos;s first move is not timed. The clocks stop while a dialog is open, and P pauses the game. A clock turns red when little time is left.</source>
        <translation type="vanished">Над доской и под ней — ваше имя и уровень компьютера, взятые фигуры и часы каждой стороны. Первый ход каждой стороны не засекается. Пока открыт диалог, часы стоят; P ставит партию на паузу. Когда времени остаётся мало, часы краснеют.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Levels</source>
        <translation>Уровни</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Levels are Elo ratings measured against other engines: 600 is a beginner, 1200 a casual player, 1600 a club player, 2000 and above a strong player. Full strength plays as well as Ferz can. Hints (H) come from full strength, whatever the level.</source>
        <translation>Уровни — это рейтинги Эло, измеренные в партиях с другими программами: 600 — новичок, 1200 — любитель, 1600 — клубный игрок, 2000 и выше — сильный игрок. На полной силе Ferz играет так хорошо, как может. Подсказки (H) всегда даются на полной силе.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Openings</source>
        <translation>Дебюты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opening reached is named above the moves, by its ECO code and name, and saved with the game. Ferz plays its openings from a book of sound lines: a beginner knows a few moves of the common openings, a strong level the main lines further, full strength the whole book. New Game chooses the book (Ferz&apos;s, none, or a Polyglot .bin file of your own) and an opening to practise: type any words of its name, and the game starts from its position.</source>
        <translation>Над ходами показан дебют, до которого дошла партия: его код ECO и название; они сохраняются вместе с партией. Ферзь играет дебюты по книге надёжных вариантов: новичок знает несколько ходов распространённых дебютов, сильный уровень — главные варианты глубже, полная сила — всю книгу. В окне «Новая партия» выбирается книга (книга Ферзя, никакой или ваш файл Polyglot .bin) и дебют для отработки: введите любые слова из его названия, и партия начнётся с его позиции.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ending a game</source>
        <translation>Конец партии</translation>
    </message>
    <message>
        <source>Offer a draw, claim one when the rules allow, or resign, from the Game menu. The result is written at the end of the moves. Undo after a resignation or an agreed draw asks first, and plays on without the result.</source>
        <translation type="vanished">Предложить ничью, потребовать её, когда правила позволяют, или сдаться можно в меню «Партия». Результат записывается в конце ходов. Отмена хода после сдачи или согласованной ничьей сначала спрашивает, а потом продолжает партию без результата.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Click a move in the list, or use the arrow keys, to see the position after it; Home and End go to the start and back to the game. A move played on the board in review becomes a variation. Analyse Game marks each move: ?! an inaccuracy, ? a mistake, ?? a blunder, with the reason and the better move as an arrow. Play from Here continues against the computer from the position on show.</source>
        <translation type="vanished">Щёлкните ход в списке или нажимайте стрелки, чтобы увидеть позицию после него; Home и End ведут к началу и обратно к партии. Ход, сделанный на доске при разборе, становится вариантом. «Анализ партии» отмечает каждый ход: ?! — неточность, ? — ошибка, ?? — грубая ошибка, с причиной и лучшим ходом в виде стрелки. «Играть отсюда» продолжает игру с компьютером из показанной позиции.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The analysis board</source>
        <translation>Доска анализа</translation>
    </message>
    <message>
        <source>Analysis Board (L), in the Game menu, shows the engine&apos;s best lines for the position on show, with the evaluation from White&apos;s side (+1.20 is good for White, #5 a mate in five), a bar beside the board and the best moves as arrows. It follows every step through the game; click a move of a line to add the line up to it as a variation. Choose the engine and the number of lines above them, threads and memory under ⋯. It is not available while you play against the computer.</source>
        <translation type="vanished">Доска анализа (L) в меню «Партия» показывает лучшие линии движка для позиции на доске, с оценкой с точки зрения белых (+1.20 — перевес белых, #5 — мат в пять ходов), полосу рядом с доской и лучшие ходы стрелками. Она следует за каждым шагом по партии; щелчок по ходу линии добавляет линию до этого хода как вариант. Движок и число линий выбираются над ними, потоки и память — под ⋯. Во время игры с компьютером она недоступна.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your notes</source>
        <translation>Ваши заметки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment (Ctrl+K) writes your own comment on the move on show. The Moves menu, or a right click on a move, gives the move a glyph such as ! or ?, and the position after it one such as ±. Ctrl+Alt+Z undoes such an edit; they are saved with the game.</source>
        <translation>«Комментарий» (Ctrl+K) добавляет ваш собственный комментарий к показанному ходу. Меню «Ходы» или щелчок правой кнопкой по ходу даёт ходу знак, например ! или ?, а позиции после него — знак вроде ±. Ctrl+Alt+Z отменяет такую правку; всё это сохраняется вместе с партией.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drag with the right mouse button to draw an arrow; right-click a square to mark it. Green without a key, red with Shift, blue with Alt, yellow with Shift and Alt; the same again takes it away, a left click clears the board. By keys: X marks the framed square, V on one square and V on another draws an arrow, Delete clears. They belong to the move on show and are saved in its comment, as lichess and ChessBase save them. Export Diagram, in the File menu, writes the position on show with them as a PNG or SVG picture; Copy Position as Image, in the Edit menu, copies it.</source>
        <translation>Тяните правой кнопкой мыши, чтобы нарисовать стрелку; щелчок правой кнопкой по полю отмечает его. Зелёный без клавиши, красный с Shift, синий с Alt, жёлтый с Shift и Alt; то же ещё раз убирает пометку, щелчок левой кнопкой очищает доску. С клавиатуры: X отмечает поле в рамке, V на одном поле и V на другом рисует стрелку, Delete очищает. Они относятся к показанному ходу и сохраняются в его комментарии, как их сохраняют lichess и ChessBase. «Экспорт диаграммы» в меню «Файл» записывает показанную позицию с ними как изображение PNG или SVG; «Копировать позицию как изображение» в меню «Правка» копирует её.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your rating</source>
        <translation>Ваш рейтинг</translation>
    </message>
    <message>
        <source>A game against Ferz at a level, from the usual start, counts for your rating (Glicko-2) when it ends without a move taken back or a hint; New Game says whether the game it sets up is rated. Each level counts at the Elo it measured in matches. The rating stands beside your name, with how sure it is (± one deviation); Games (Ctrl+L), Rating, shows its course, and New Game suggests a level for even chances and one a bit harder.</source>
        <translation type="vanished">Партия с Ferz на уровне из начальной позиции идёт в ваш рейтинг (Glicko-2), если она закончилась без взятых назад ходов и подсказок; «Новая партия» говорит, будет ли партия рейтинговой. Каждый уровень учитывается по Эло, измеренному в матчах. Рейтинг стоит рядом с вашим именем вместе с его точностью (± одно отклонение); «Партии» (Ctrl+L), вкладка «Рейтинг», показывает его историю, а «Новая партия» предлагает уровень для равной игры и чуть сильнее.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Training</source>
        <translation>Тренировка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each game, Ferz looks at your moves in the background and keeps each mistake and blunder as a position to train on; games you import under your names count too. Train (Ctrl+T) shows the positions due: find a better move. A move as good as the engine&apos;s is accepted; another is explained, and you may try again or see the solution. A position you solve comes back later and later; one you miss, the next day.</source>
        <translation>После каждой партии Ferz в фоне просматривает ваши ходы и сохраняет каждую ошибку и грубую ошибку как позицию для тренировки; импортированные под вашими именами партии тоже учитываются. «Тренировка» (Ctrl+T) показывает позиции к повторению: найдите ход лучше. Ход не хуже хода движка принимается; другой объясняется, и можно попробовать ещё раз или посмотреть решение. Решённая позиция возвращается всё позже; нерешённая — на следующий день.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your games</source>
        <translation>Ваши партии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress is kept on disk after every move and comes back when Ferz starts again. Every game you play is kept in your game library: Games (Ctrl+L) lists them, to search, filter, sort by a column, open for review, export as PGN or delete. Import adds the games of PGN files, such as your lichess or chess.com exports; Your Names tells Ferz which player is you. ferz --import file.pgn does the same without a window. Save (Ctrl+S) writes a game as a PGN file; before the changes you made to a game of a file are replaced, Ferz asks.</source>
        <translation>Текущая партия сохраняется на диск после каждого хода и возвращается при следующем запуске Ferz. Каждая сыгранная вами партия хранится в вашей библиотеке партий: «Партии» (Ctrl+L) показывает их список, где можно искать, фильтровать, сортировать по столбцу, открывать для разбора, экспортировать в PGN или удалять. «Импорт» добавляет партии из файлов PGN, например ваши выгрузки с lichess или chess.com; «Ваши имена» подсказывает Ferz, какой из игроков — вы. ferz --import файл.pgn делает то же без окна. «Сохранить» (Ctrl+S) записывает партию в файл PGN; прежде чем заменить ваши изменения в партии из файла, Ferz спрашивает.</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <location filename="../app/library/library.cpp" line="+342"/>
        <location line="+79"/>
        <location line="+212"/>
        <source>it is not a Ferz library</source>
        <translation>это не библиотека Ferz</translation>
    </message>
    <message>
        <location line="-264"/>
        <source>The folder of the game library, %1, cannot be made.</source>
        <translation>Не удаётся создать папку библиотеки партий %1.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your game library %1 is from a newer Ferz, so this one leaves it untouched and keeps no games in it.</source>
        <translation>Библиотека партий %1 создана более новой версией Ferz, поэтому эта версия её не трогает и не сохраняет в неё партии.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another program keeps your game library %1 locked, so it is left untouched. Close that program and start Ferz again to use it.</source>
        <translation>Другая программа заблокировала библиотеку партий %1, поэтому она оставлена как есть. Закройте ту программу и снова запустите Ferz.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game library %1 cannot be opened: %2</source>
        <translation>Не удаётся открыть библиотеку партий %1: %2</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>%1 cannot be moved aside</source>
        <translation>%1 не удаётся отложить в сторону</translation>
    </message>
    <message>
        <location line="-278"/>
        <source>it was made by a newer Ferz</source>
        <translation>она создана более новой версией Ferz</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>the library&apos;s file or its folder is read-only</source>
        <translation>файл библиотеки или его папка доступны только для чтения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another program is using the game library</source>
        <translation>библиотекой пользуется другая программа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk could not be read or written</source>
        <translation>диск не удалось прочитать или записать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the library&apos;s file is damaged</source>
        <translation>файл библиотеки повреждён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the library&apos;s file cannot be opened</source>
        <translation>файл библиотеки не удаётся открыть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you are not allowed to use the library&apos;s file</source>
        <translation>у вас нет прав на файл библиотеки</translation>
    </message>
    <message>
        <source>another program keeps it locked</source>
        <translation type="vanished">её заблокировала другая программа</translation>
    </message>
    <message>
        <location line="+315"/>
        <source>it is damaged</source>
        <translation>она повреждена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game library could not be used (%1). It was moved to %2, and a new library was made.</source>
        <translation>Вашу библиотеку партий не удалось использовать (%1). Она перемещена в %2, и создана новая библиотека.</translation>
    </message>
    <message>
        <location filename="../app/library/librarystore.cpp" line="+41"/>
        <location line="+36"/>
        <source>the game library is not open</source>
        <translation>библиотека партий не открыта</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read</source>
        <translation>%1 не удаётся прочитать</translation>
    </message>
</context>
<context>
    <name>LibraryKeeper</name>
    <message>
        <location filename="../app/window/librarykeeper.cpp" line="+27"/>
        <source>Your games cannot be kept in the game library: %1</source>
        <translation>Ваши партии не удаётся сохранять в библиотеке: %1</translation>
    </message>
</context>
<context>
    <name>LibraryWindows</name>
    <message>
        <location filename="../app/window/librarywindows.cpp" line="+112"/>
        <source>It waits while you play.</source>
        <translation>Он ждёт, пока вы играете.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It waits while the computer runs on its battery.</source>
        <translation>Он ждёт, пока компьютер работает от батареи.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Games…</source>
        <translation>Па&amp;ртии…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Train…</source>
        <translation>&amp;Тренировка…</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>The games with this position are shown once the game has ended.</source>
        <translation>Партии с этой позицией показываются после окончания партии.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games of the library that reached the position on show, in any move order</source>
        <translation>Партии библиотеки, в которых возникла показанная позиция, при любом порядке ходов</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>after %1</source>
        <extracomment>Games with This Position: the position, in &quot;Games that reached the position %1&quot;.</extracomment>
        <translation>после %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the start</source>
        <translation>в начале партии</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Games &amp;with This Position</source>
        <translation>Партии с этой по&amp;зицией</translation>
    </message>
</context>
<context>
    <name>LiveAnalysis</name>
    <message>
        <location filename="../app/game/liveanalysis.cpp" line="+117"/>
        <source>%1 does not play Chess960: Ferz analyses this game.</source>
        <translation>%1 не играет в Chess960: эту партию анализирует Ferz.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/window/mainwindow.cpp" line="+166"/>
        <source>Your game is back, as you left it, with the clocks paused. Press P to play on.</source>
        <translation>Ваша партия восстановлена в том виде, в каком вы её оставили; часы на паузе. Нажмите P, чтобы продолжить.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is back, as you left it.</source>
        <translation>Ваша партия вернулась — такой, какой вы её оставили.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The game cannot be kept safe on disk: %1</source>
        <translation>Не удаётся сохранить партию на диск: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="vanished">Новая партия</translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="vanished">Просмотр</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation type="vanished">Анализ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Закрыть</translation>
    </message>
    <message>
        <source>Claim draw</source>
        <translation type="vanished">Потребовать ничью</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation type="vanished">Играть дальше</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation type="vanished">Вернуться к партии</translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="vanished">OK</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>A new game. %1.</source>
        <translation>Новая партия. %1.</translation>
    </message>
    <message>
        <source>Your move repeats the position a third time: you may claim a draw, or play on.</source>
        <translation type="vanished">Ваш ход повторяет позицию в третий раз: вы можете потребовать ничью или играть дальше.</translation>
    </message>
    <message>
        <source>Your move completes fifty moves without a capture or a pawn move: you may claim a draw, or play on.</source>
        <translation type="vanished">Вашим ходом завершаются пятьдесят ходов без взятий и ходов пешками: вы можете потребовать ничью или играть дальше.</translation>
    </message>
    <message>
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation type="vanished">Эта позиция повторилась три раза: вы можете потребовать ничью.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation type="vanished">Пятьдесят ходов без взятий и ходов пешками: вы можете потребовать ничью.</translation>
    </message>
    <message>
        <source>Paused: press P to play on</source>
        <translation type="vanished">Пауза: нажмите P, чтобы продолжить</translation>
    </message>
    <message>
        <source>You may claim a draw: the computer waits until you claim or play on</source>
        <translation type="vanished">Вы можете потребовать ничью: компьютер ждёт, пока вы не потребуете её или не продолжите игру</translation>
    </message>
    <message>
        <source>From a file, White to move: a move plays on against %1</source>
        <translation type="vanished">Из файла, ход белых: ход продолжит партию против %1</translation>
    </message>
    <message>
        <source>From a file, Black to move: a move plays on against %1</source>
        <translation type="vanished">Из файла, ход чёрных: ход продолжит партию против %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="vanished">Ход белых</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="vanished">Ход чёрных</translation>
    </message>
    <message>
        <source>Your move (White)</source>
        <translation type="vanished">Ваш ход (белые)</translation>
    </message>
    <message>
        <source>Your move (Black)</source>
        <translation type="vanished">Ваш ход (чёрные)</translation>
    </message>
    <message>
        <source>White (the computer) to move</source>
        <translation type="vanished">Ход белых (компьютер)</translation>
    </message>
    <message>
        <source>Black (the computer) to move</source>
        <translation type="vanished">Ход чёрных (компьютер)</translation>
    </message>
    <message>
        <source> — the white king is in check</source>
        <translation type="vanished"> — белому королю шах</translation>
    </message>
    <message>
        <source> — the black king is in check</source>
        <translation type="vanished"> — чёрному королю шах</translation>
    </message>
    <message>
        <location line="+380"/>
        <source>Ferz cannot speak: no speech engine is installed. Install speech-dispatcher (or Qt&apos;s flite plugin), or use a screen reader.</source>
        <translation>Ферзь не может говорить: не установлен синтезатор речи. Установите speech-dispatcher (или модуль flite для Qt) либо используйте экранный диктор.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../app/window/menus.cpp" line="+27"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game</source>
        <translation>&amp;Партия</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation>Пр&amp;авка</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Moves</source>
        <translation>&amp;Ходы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Library</source>
        <translation>&amp;Библиотека</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>New</source>
        <translation>Новая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip</source>
        <translation>Повернуть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw?</source>
        <translation>Ничья?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
</context>
<context>
    <name>MoveListAccessible</name>
    <message>
        <location filename="../app/window/movelistaccessible.cpp" line="+90"/>
        <source>The moves of the game; the arrow keys step through them</source>
        <translation>Ходы партии; стрелки листают их</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Move %1, %2</source>
        <extracomment>A move of the move list as a screen reader says it: &quot;Move 12, Black: knight from g8 to f6.&quot;</extracomment>
        <translation>Ход %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Variation: %1</source>
        <extracomment>A move of a variation: &quot;Variation: Move 12, …&quot;</extracomment>
        <translation>Вариант: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/dialogs/newgamedialog.cpp" line="+50"/>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ferz</source>
        <translation>Ферзь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another person, at this board</source>
        <translation>Другой человек, за этой доской</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The other player</source>
        <translation>Другой игрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the board towards the side to move</source>
        <translation>Поворачивать доску к той стороне, чей ход</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+112"/>
        <source>Random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>No clock</source>
        <translation>Без часов</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 min + %2 s a move</source>
        <translation>%1 мин + %2 с за ход</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other</source>
        <translation>Другое</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes for the game; 0: no clock</source>
        <translation>Минуты на партию; 0 — без часов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> s a move</source>
        <translation> с за ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+136"/>
        <source>Seconds added after each move</source>
        <translation>Секунды, добавляемые после каждого хода</translation>
    </message>
    <message>
        <location line="-126"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ferz&apos;s book</source>
        <translation>Книга Ферзя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No book</source>
        <translation>Без книги</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Other book file…</source>
        <translation>Другой файл книги…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The opening moves the computer knows: Ferz&apos;s own book, none, or a Polyglot book file (.bin)</source>
        <translation>Дебютные ходы, которые знает компьютер: собственная книга Ферзя, никакой или файл книги Polyglot (.bin)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>None: the usual start</source>
        <translation>Нет: обычное начало</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No opening&apos;s name holds “%1”. Try fewer letters, or its ECO code.</source>
        <translation>Ни в одном названии дебюта нет «%1». Введите меньше букв или код ECO.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start from a named opening: its moves are played, and the game goes on from there. Type part of its name to find it.</source>
        <translation>Начать с известного дебюта: его ходы будут сыграны, и партия продолжится с этого места. Введите часть названия, чтобы найти его.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Standard chess</source>
        <translation>Обычные шахматы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess960 (Fischer random chess): the pieces of the back rank start on one of 960 arrangements, the same for both sides; castling puts king and rook on their usual squares</source>
        <translation>Chess960 (шахматы Фишера): фигуры первой горизонтали стоят в одной из 960 расстановок, одинаковой для обеих сторон; рокировка ставит короля и ладью на их обычные поля</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The start position&apos;s number, 0 to 959 (518 is the standard one), or Random: a new one each game, shown above the moves</source>
        <translation>Номер начальной позиции, от 0 до 959 (518 — обычная), или «Случайно»: новая в каждой партии, номер показан над ходами</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess960 start position</source>
        <translation>Начальная позиция Chess960</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Standard start position</source>
        <translation>Обычная начальная позиция</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your name:</source>
        <translation>Ваше имя:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent:</source>
        <translation>Противник:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their name:</source>
        <translation>Имя соперника:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play:</source>
        <translation>Вы играете:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level:</source>
        <translation>Уровень компьютера:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For you:</source>
        <translation>Для вас:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opening book:</source>
        <translation>Дебютная книга:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Clock:</source>
        <translation>Часы:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minutes for each player</source>
        <translation>Минут каждому игроку</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variant:</source>
        <translation>Вариант:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start position:</source>
        <translation>Начальная позиция:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Practise an opening:</source>
        <translation>Отработать дебют:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start position (FEN):</source>
        <translation>Начальная позиция (FEN):</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Choose an opening book</source>
        <translation>Выберите дебютную книгу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polyglot opening books (*.bin);;All files (*)</source>
        <translation>Дебютные книги Polyglot (*.bin);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>a new position each game</source>
        <translation>новая позиция в каждой партии</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Rated: the result moves your rating. Taking back a move or asking for a hint makes the game unrated.</source>
        <translation>Рейтинговая: результат изменит ваш рейтинг. Если взять ход назад или попросить подсказку, партия перестанет быть рейтинговой.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not rated: only Ferz&apos;s levels are measured.</source>
        <translation>Не рейтинговая: измерены только уровни Ferz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated: two people play.</source>
        <translation>Не рейтинговая: играют два человека.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated: the opening to practise is chosen, not played.</source>
        <translation>Не рейтинговая: дебют для тренировки выбран, а не сыгран.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated: Chess960 games do not count for your rating (the levels are measured in standard chess).</source>
        <translation>Не рейтинговая: партии Chess960 не идут в ваш рейтинг (уровни измерены в обычных шахматах).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated: the game starts from a set-up position.</source>
        <translation>Не рейтинговая: партия начинается с расставленной позиции.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: about even</source>
        <translation>%1: примерно на равных</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a bit harder</source>
        <translation>%1: чуть сильнее</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your rating is %1 ± %2.</source>
        <translation>Ваш рейтинг: %1 ± %2.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>None: two people play</source>
        <translation>Нет: играют два человека</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set by the engine&apos;s options (Engines…)</source>
        <translation>Задаётся параметрами движка (Движки…)</translation>
    </message>
</context>
<context>
    <name>OpeningBook</name>
    <message>
        <location filename="../app/game/openingbook.cpp" line="+20"/>
        <source>%1 cannot be used as an opening book: %2.</source>
        <translation>%1 нельзя использовать как дебютную книгу: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ferz&apos;s book</source>
        <translation>Книга Ферзя</translation>
    </message>
</context>
<context>
    <name>OpeningTree</name>
    <message>
        <location filename="../app/window/openingtree.cpp" line="+51"/>
        <source>Opening &amp;Tree</source>
        <translation>Дерево &amp;дебютов</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>The game ended in this position, so no move is played after it here. Step back through the game to play a move as a variation.</source>
        <translation>Партия закончилась в этой позиции, поэтому здесь ход после неё не делается. Вернитесь назад по партии, чтобы сыграть ход как вариант.</translation>
    </message>
</context>
<context>
    <name>OpeningTreeModel</name>
    <message>
        <location filename="../app/window/openingtreemodel.cpp" line="+147"/>
        <source>1 game</source>
        <translation>1 партия</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n партия</numerusform>
            <numerusform>%n партии</numerusform>
            <numerusform>%n партий</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1 draw</source>
        <translation>1 ничья</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n draws</source>
        <translation>
            <numerusform>%n ничья</numerusform>
            <numerusform>%n ничьи</numerusform>
            <numerusform>%n ничьих</numerusform>
        </translation>
    </message>
    <message>
        <location line="-2"/>
        <source>White scores %1 percent</source>
        <translation>белые набирают %1 процентов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black scores %1 percent</source>
        <translation>чёрные набирают %1 процентов</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>last played %1</source>
        <translation>последний раз сыграно %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>in the book, %1 percent</source>
        <translation>в книге, %1 процентов</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last</source>
        <translation>Последняя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Book</source>
        <translation>Книга</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move played from the position on show</source>
        <translation>Ход, сделанный в показанной позиции</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games of the library that played it</source>
        <translation>Партии библиотеки, в которых он сыгран</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The score of the side to move with it</source>
        <translation>Очки стороны, делающей ход, с ним</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its draws</source>
        <translation>Ничьи с ним</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last date it was played</source>
        <translation>Последняя дата, когда он был сыгран</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its share of the opening book&apos;s weight</source>
        <translation>Его доля веса в дебютной книге</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>in the book, less than 1 percent</source>
        <translation>в книге, меньше 1 процента</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>in your repertoire as White and as Black</source>
        <translation>в вашем репертуаре за белых и за чёрных</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in your repertoire as White</source>
        <translation>в вашем репертуаре за белых</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in your repertoire as Black</source>
        <translation>в вашем репертуаре за чёрных</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>in your repertoire</source>
        <translation>в вашем репертуаре</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A star: the move is in your repertoire</source>
        <translation>Звёздочка: ход есть в вашем репертуаре</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Opp.</source>
        <translation>Сопер.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The opponents&apos; average rating: Ferz&apos;s level in the games it played, else the rating of the side not to move</source>
        <translation>Средний рейтинг соперников: уровень Ferz в его партиях, иначе рейтинг стороны, которая не ходит</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>opponents&apos; average rating %1</source>
        <translation>средний рейтинг соперников %1</translation>
    </message>
</context>
<context>
    <name>OpeningTreePanel</name>
    <message>
        <location filename="../app/window/openingtreepanel.cpp" line="+126"/>
        <source>Reading the library…</source>
        <translation>Чтение библиотеки…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game of the library went on from this position, and the book has no move here.</source>
        <translation>Ни одна партия библиотеки не продолжилась из этой позиции, и в книге нет хода здесь.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>All games</source>
        <translation>Все партии</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My games</source>
        <translation>Мои партии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mine as White</source>
        <translation>Мои за белых</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mine as Black</source>
        <translation>Мои за чёрных</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imported</source>
        <translation>Импортированные</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A player&apos;s games</source>
        <translation>Партии игрока</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games in the opening tree</source>
        <translation>Партии в дереве дебютов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player&apos;s name</source>
        <translation>Имя игрока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening tree</source>
        <translation>Дерево дебютов</translation>
    </message>
    <message>
        <source>The moves played from the position on show in the library&apos;s games, and the book&apos;s. Enter plays the move.</source>
        <translation type="vanished">Ходы, сделанные из показанной позиции в партиях библиотеки, и ходы книги. Enter делает ход.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The moves played from the position on show in the library&apos;s games, and the book&apos;s. Enter plays the move; Insert adds it to your repertoire for the side to move, Shift+Insert for the other side, Delete takes it out.</source>
        <translation>Ходы, сделанные из показанной позиции в партиях библиотеки, и ходы книги. Enter делает ход. Insert добавляет его в ваш репертуар за сторону, чей ход, Shift+Insert — за другую сторону, Delete убирает его.</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Add to My Repertoire as White</source>
        <translation>Добавить в мой репертуар за белых</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>The game library cannot be used now, and the book has no move here.</source>
        <translation>Библиотеку партий сейчас нельзя использовать, и в книге нет хода здесь.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game library cannot be used now, so only the book&apos;s moves are shown.</source>
        <translation>Библиотеку партий сейчас нельзя использовать, поэтому показаны только ходы книги.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Add to My Repertoire as Black</source>
        <translation>Добавить в мой репертуар за чёрных</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove from My Repertoire</source>
        <translation>Убрать из моего репертуара</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../app/game/outcome.cpp" line="+222"/>
        <source>Checkmate — White wins</source>
        <translation>Мат — белые выиграли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkmate — Black wins</source>
        <translation>Мат — чёрные выиграли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by stalemate</source>
        <translation>Ничья: пат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw: neither side can mate</source>
        <translation>Ничья: ни одна из сторон не может поставить мат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by fivefold repetition</source>
        <translation>Ничья: позиция повторилась пять раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 75-move rule</source>
        <translation>Ничья по правилу 75 ходов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation>Ничья: позиция повторилась три раза, ничью потребовал компьютер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by threefold repetition, claimed by you</source>
        <translation>Ничья: позиция повторилась три раза, ничью потребовали вы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by threefold repetition, claimed by White</source>
        <translation>Ничья: позиция повторилась три раза, ничью потребовали белые</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by threefold repetition, claimed by Black</source>
        <translation>Ничья: позиция повторилась три раза, ничью потребовали чёрные</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation>Ничья по правилу 50 ходов, её потребовал компьютер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation>Ничья по правилу 50 ходов, её потребовали вы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 50-move rule, claimed by White</source>
        <translation>Ничья по правилу 50 ходов, её потребовали белые</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 50-move rule, claimed by Black</source>
        <translation>Ничья по правилу 50 ходов, её потребовали чёрные</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White resigns — Black wins</source>
        <translation>Белые сдались — чёрные выиграли</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black resigns — White wins</source>
        <translation>Чёрные сдались — белые выиграли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by agreement</source>
        <translation>Ничья по соглашению</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White ran out of time — Black wins</source>
        <translation>У белых кончилось время — чёрные выиграли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black ran out of time — White wins</source>
        <translation>У чёрных кончилось время — белые выиграли</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation>У белых кончилось время, но чёрные не могут поставить мат — ничья</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation>У чёрных кончилось время, но белые не могут поставить мат — ничья</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White won (as recorded in the game)</source>
        <translation>Белые выиграли (так записано в партии)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black won (as recorded in the game)</source>
        <translation>Чёрные выиграли (так записано в партии)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn (as recorded in the game)</source>
        <translation>Ничья (так записано в партии)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped without a result: the game does not count</source>
        <translation>Остановлена без результата: партия не засчитывается</translation>
    </message>
</context>
<context>
    <name>PenWords</name>
    <message>
        <location filename="../app/board/pen.cpp" line="+59"/>
        <source>green</source>
        <extracomment>The colours of the arrows and marked squares a player draws on the board.</extracomment>
        <translation>зелёный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Arrow from %1 to %2, %3.</source>
        <extracomment>Said when the player draws an arrow: &quot;Arrow from e2 to e4, green.&quot;</extracomment>
        <translation>Стрелка с %1 на %2, цвет: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrow from %1 to %2 removed.</source>
        <extracomment>Said when the player takes an arrow off the board.</extracomment>
        <translation>Стрелка с %1 на %2 убрана.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 marked %2.</source>
        <extracomment>Said when the player marks a square: &quot;e4 marked green.&quot;</extracomment>
        <translation>%1 отмечено, цвет: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark on %1 removed.</source>
        <extracomment>Said when the player takes the mark off a square.</extracomment>
        <translation>Пометка с %1 убрана.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrows and marks cleared.</source>
        <translation>Стрелки и пометки убраны.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Arrow from %1: press V on the square it goes to.</source>
        <extracomment>Said after V on a square: the arrow starts there; V on another square draws it.</extracomment>
        <translation>Стрелка с %1: нажмите V на поле, куда она ведёт.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>marked %1</source>
        <extracomment>What a square&apos;s cell says of its mark: &quot;marked red&quot;.</extracomment>
        <translation>отмечено, цвет: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>arrow to %1, %2</source>
        <extracomment>What a square&apos;s cell says of an arrow that starts there: &quot;arrow to e4, green&quot;.</extracomment>
        <translation>стрелка на %1, цвет: %2</translation>
    </message>
</context>
<context>
    <name>PlayerStrip</name>
    <message>
        <location filename="../app/window/playerstrip.cpp" line="+46"/>
        <location line="+166"/>
        <source>thinking…</source>
        <translation>думает…</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, rating %3</source>
        <translation>%1, %2, рейтинг %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your rating, provisional until it is surer. Rated games: %1.</source>
        <translation>Ваш рейтинг, предварительный, пока не станет точнее. Рейтинговых партий: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your rating. Rated games: %1.</source>
        <translation>Ваш рейтинг. Рейтинговых партий: %1.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>White&apos;s clock</source>
        <translation>Часы белых</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s clock</source>
        <translation>Часы чёрных</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, little time left</source>
        <translation>%1: %2, времени мало</translation>
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
        <translation>Белые</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Up a Position</source>
        <translation>Расстановка позиции</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag pieces onto the board from the trays; or type the position in the FEN field</source>
        <translation>Перетащите фигуры на доску из лотков или введите позицию в поле FEN</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Erase</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take pieces off the board (or right-click a piece)</source>
        <translation>Убирать фигуры с доски (или щёлкните фигуру правой кнопкой)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Clear Board</source>
        <translation>Очистить доску</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start Position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>White O-O</source>
        <translation>Белые O-O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White O-O-O</source>
        <translation>Белые O-O-O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black O-O</source>
        <translation>Чёрные O-O</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black O-O-O</source>
        <translation>Чёрные O-O-O</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Play from Here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>To move:</source>
        <translation>Ход:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castling:</source>
        <translation>Рокировка:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>En passant:</source>
        <translation>Взятие на проходе:</translation>
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
        <translation>Полная сила</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1 Elo</source>
        <translation>%1 Эло</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>full strength</source>
        <translation>полная сила</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beginner</source>
        <translation>новичок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>casual player</source>
        <translation>любитель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>club player</source>
        <translation>клубный игрок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>strong club player</source>
        <translation>сильный клубный игрок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>master</source>
        <translation>мастер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Elo — %2</source>
        <translation>%1 Эло — %2</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <location filename="../app/window/printactions.cpp" line="+53"/>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>E&amp;xport as PDF…</source>
        <translation>Экспорт в P&amp;DF…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Print Game</source>
        <translation>Печать партии</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+6"/>
        <source>Export as PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>PDF document (*.pdf)</source>
        <translation>Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be written: %1</source>
        <translation>Не удалось записать партию: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was written to %1.</source>
        <translation>Партия записана в %1.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the file could not be made</source>
        <translation>не удалось создать файл</translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <location filename="../app/dialogs/puzzlepage.cpp" line="+125"/>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;Solution</source>
        <translation>Показать ре&amp;шение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Puzzle</source>
        <translation>С&amp;ледующая задача</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Results…</source>
        <translation>&amp;Экспорт результатов…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle board</source>
        <translation>Доска задачи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The course of your puzzle rating</source>
        <translation>Ход вашего рейтинга в задачах</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any theme</source>
        <translation>Любая тема</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mate in 1</source>
        <translation>Мат в 1 ход</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mate in 2</source>
        <translation>Мат в 2 хода</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mate in 3</source>
        <translation>Мат в 3 хода</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mate in 4</source>
        <translation>Мат в 4 хода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mate in 5</source>
        <translation>Мат в 5 ходов</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hanging piece</source>
        <translation>Незащищённая фигура</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fork</source>
        <translation>Вилка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pin</source>
        <translation>Связка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skewer</source>
        <translation>Сквозной удар</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discovered attack</source>
        <translation>Вскрытое нападение</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Promotion</source>
        <translation>Превращение</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back rank</source>
        <translation>Слабость последней горизонтали</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endgame</source>
        <translation>Эндшпиль</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Opening the game library…</source>
        <translation>Открывается библиотека партий…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Puzzle rating: %1 ± %2.</source>
        <translation>Рейтинг в задачах: %1 ± %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles: %1, solved %2. Streak: %3.</source>
        <translation>Задач: %1, решено %2. Серия: %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed puzzles due again: %1.</source>
        <translation>Пропущенные задачи, которые пора повторить: %1.</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>No puzzle left to try.</source>
        <translation>Задач для решения не осталось.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The puzzle set could not be read.</source>
        <translation>Набор задач не удалось прочитать.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have tried every puzzle of this theme. Choose another theme; the puzzles you missed come back when they are due.</source>
        <translation>Вы уже пробовали все задачи этой темы. Выберите другую тему; пропущенные задачи вернутся, когда придёт их срок.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Puzzle %1, rated %2: %3.</source>
        <translation>Задача %1, рейтинг %2: %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: find the best move for White.</source>
        <translation>Ваш ход: найдите лучший ход за белых.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: find the best move for Black.</source>
        <translation>Ваш ход: найдите лучший ход за чёрных.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Yes: %1. The answer: %2. Keep going.</source>
        <translation>Да: %1. Ответ: %2. Продолжайте.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Checking %1…</source>
        <translation>Проверка %1…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>gives away %1 points of your winning chances</source>
        <translation>отдаёт %1 пунктов ваших шансов на победу</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not the move: %1 is good, but there is a stronger one. Try again, or see the solution.</source>
        <translation>Не тот ход: %1 неплох, но есть сильнее. Попробуйте ещё раз или посмотрите решение.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not the move: %1 %2. Try again, or see the solution.</source>
        <translation>Не тот ход: %1 %2. Попробуйте ещё раз или посмотрите решение.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Solved!</source>
        <translation>Решено!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved, with help: it counts as missed.</source>
        <translation>Решено с помощью: считается пропущенной.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Hint: move the piece on %1.</source>
        <translation>Подсказка: ходит фигура с поля %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: %1.</source>
        <translation>Подсказка: %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The solution: %1</source>
        <translation>Решение: %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+6"/>
        <source>Export Puzzle Results</source>
        <translation>Экспорт результатов задач</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The results could not be written to %1: %2</source>
        <translation>Не удалось записать результаты в %1: %2</translation>
    </message>
    <message>
        <location line="-349"/>
        <source>From %1 after the first puzzle to %2 ± %3 after puzzle %4.</source>
        <translation>С %1 после первой задачи до %2 ± %3 после задачи %4.</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Тема:</translation>
    </message>
</context>
<context>
    <name>RatingGraph</name>
    <message>
        <location filename="../app/dialogs/ratinggraph.cpp" line="+21"/>
        <source>Rating history</source>
        <translation>История рейтинга</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No rated games yet.</source>
        <translation>Рейтинговых партий пока нет.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From %1 after the first rated game to %2 ± %3 after game %4.</source>
        <translation>От %1 после первой рейтинговой партии до %2 ± %3 после партии %4.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Your rating appears here after your first rated game.</source>
        <translation>Ваш рейтинг появится здесь после первой рейтинговой партии.</translation>
    </message>
</context>
<context>
    <name>RatingPage</name>
    <message>
        <location filename="../app/dialogs/librarypages.cpp" line="+37"/>
        <source>Your rating</source>
        <translation>Ваш рейтинг</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no rated games yet. A game counts for your rating when you play Ferz at a level, from the usual start, without taking back a move or asking for a hint, to its end.</source>
        <translation>У вас пока нет рейтинговых партий. Партия идёт в рейтинг, если вы играете с Ferz на уровне, из начальной позиции, не беря ходы назад и не спрашивая подсказок, до конца.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your rating: %1 ± %2, provisional until it is surer.</source>
        <translation>Ваш рейтинг: %1 ± %2, предварительный, пока не станет точнее.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your rating: %1 ± %2.</source>
        <translation>Ваш рейтинг: %1 ± %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rated games: %1 (won %2, drawn %3, lost %4). The last one: %5.</source>
        <translation>Рейтинговых партий: %1 (выиграно %2, вничью %3, проиграно %4). Последняя: %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your strength is likely within the band around the line. Each of Ferz&apos;s levels counts at the Elo it measured in matches.</source>
        <translation>Ваша сила, скорее всего, в пределах полосы вокруг линии. Каждый уровень Ferz учитывается по Эло, измеренному в матчах.</translation>
    </message>
</context>
<context>
    <name>RecordActions</name>
    <message>
        <location filename="../app/window/recordactions.cpp" line="+54"/>
        <source>Glyph on %1</source>
        <translation>Знак у %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Повысить вариант</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete from Here</source>
        <translation>&amp;Удалить отсюда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Comment…</source>
        <translation>&amp;Комментарий…</translation>
    </message>
    <message>
        <source>Undo Comment or &amp;Glyph</source>
        <translation type="vanished">Отменить комментарий или &amp;знак</translation>
    </message>
    <message>
        <source>Redo Comment or G&amp;lyph</source>
        <translation type="vanished">Вернуть комментарий или зн&amp;ак</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Analyse Game</source>
        <translation>&amp;Анализ партии</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Analysis done.</source>
        <translation>Анализ завершён.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analysis stopped.</source>
        <translation>Анализ остановлен.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis stopped: %1</source>
        <translation>Анализ остановлен: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <location line="+25"/>
        <location line="+21"/>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drawing on %1</source>
        <translation>Рисунок к %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawing on the start position</source>
        <translation>Рисунок на начальной позиции</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Comment on %1:</source>
        <translation>Комментарий к %1:</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Undo &amp;Annotation</source>
        <translation>Отменить а&amp;ннотацию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo Annotatio&amp;n</source>
        <translation>Вернуть анно&amp;тацию</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Comment before the first move:</source>
        <translation>Комментарий перед первым ходом:</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%Ln characters: shown whole, but too long to edit here.</source>
        <translation>
            <numerusform>%Ln символ: показан целиком, но слишком длинный, чтобы править его здесь.</numerusform>
            <numerusform>%Ln символа: показан целиком, но слишком длинный, чтобы править его здесь.</numerusform>
            <numerusform>%Ln символов: показан целиком, но слишком длинный, чтобы править его здесь.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Remove the Comment</source>
        <translation>&amp;Удалить комментарий</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Comment on %1</source>
        <translation>Комментарий к %1</translation>
    </message>
</context>
<context>
    <name>RepertoireActions</name>
    <message>
        <location filename="../app/window/repertoireactions.cpp" line="+44"/>
        <source>Add Line to Repertoire as &amp;White</source>
        <translation>Добавить линию в репертуар за &amp;белых</translation>
    </message>
    <message>
        <source>Add Line to Repertoire as &amp;Black</source>
        <translation type="vanished">Добавить линию в репертуар за &amp;чёрных</translation>
    </message>
    <message>
        <source>Import Repertoire…</source>
        <translation type="vanished">Импортировать репертуар…</translation>
    </message>
    <message>
        <source>Export Repertoire…</source>
        <translation type="vanished">Экспортировать репертуар…</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+16"/>
        <location line="+13"/>
        <source>The game library is not open.</source>
        <translation>Библиотека партий не открыта.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Your repertoire cannot be kept: %1</source>
        <translation>Ваш репертуар не удаётся сохранить: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The line is in your repertoire as White already.</source>
        <translation>Эта линия уже есть в вашем репертуаре за белых.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The line is in your repertoire as Black already.</source>
        <translation>Эта линия уже есть в вашем репертуаре за чёрных.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Added to your repertoire as White: %n new moves.</source>
        <translation>
            <numerusform>Добавлено в ваш репертуар за белых: %n новый ход.</numerusform>
            <numerusform>Добавлено в ваш репертуар за белых: %n новых хода.</numerusform>
            <numerusform>Добавлено в ваш репертуар за белых: %n новых ходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Added to your repertoire as Black: %n new moves.</source>
        <translation>
            <numerusform>Добавлено в ваш репертуар за чёрных: %n новый ход.</numerusform>
            <numerusform>Добавлено в ваш репертуар за чёрных: %n новых хода.</numerusform>
            <numerusform>Добавлено в ваш репертуар за чёрных: %n новых ходов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The move is not in your repertoire.</source>
        <translation>Этого хода нет в вашем репертуаре.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Taken out of your repertoire: %n moves.</source>
        <translation>
            <numerusform>Убрано из вашего репертуара: %n ход.</numerusform>
            <numerusform>Убрано из вашего репертуара: %n хода.</numerusform>
            <numerusform>Убрано из вашего репертуара: %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+5"/>
        <location line="+9"/>
        <location line="+17"/>
        <source>Import Repertoire</source>
        <translation>Импорт репертуара</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot be read: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Are these your lines as White or as Black?</source>
        <translation>Это ваши линии за белых или за чёрных?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As &amp;White</source>
        <translation>За &amp;белых</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As &amp;Black</source>
        <translation>За &amp;чёрных</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 holds no game that can be read: %2</source>
        <translation>В %1 нет ни одной партии, которую можно прочитать: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no game.</source>
        <translation>В %1 нет ни одной партии.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Repertoire imported: %n new moves.</source>
        <translation>
            <numerusform>Репертуар импортирован: %n новый ход.</numerusform>
            <numerusform>Репертуар импортирован: %n новых хода.</numerusform>
            <numerusform>Репертуар импортирован: %n новых ходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n games could not be read; the first: %1</source>
        <translation>
            <numerusform>Не удалось прочитать %n партию; первая: %1</numerusform>
            <numerusform>Не удалось прочитать %n партии; первая: %1</numerusform>
            <numerusform>Не удалось прочитать %n партий; первая: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+6"/>
        <location line="+6"/>
        <source>Export Repertoire</source>
        <translation>Экспорт репертуара</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Your repertoire is empty: add lines from the opening tree or the move list first.</source>
        <translation>Ваш репертуар пуст: сначала добавьте линии из дерева дебютов или из списка ходов.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>repertoire.pgn</source>
        <translation>репертуар.pgn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 could not be written: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Repertoire exported to %1.</source>
        <translation>Репертуар экспортирован в %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You left your repertoire at %1; your line is %2.</source>
        <translation>Вы вышли из своего репертуара ходом %1; ваша линия — %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left your repertoire at %1; your lines are %2.</source>
        <translation>Вы вышли из своего репертуара ходом %1; ваши линии — %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponent left your repertoire at %1; your line prepares %2.</source>
        <translation>Соперник вышел из вашего репертуара ходом %1; ваша линия готовит %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponent left your repertoire at %1; your lines prepare %2.</source>
        <translation>Соперник вышел из вашего репертуара ходом %1; ваши линии готовят %2.</translation>
    </message>
    <message>
        <location line="-164"/>
        <source>Added to your repertoire as White: 1 new move.</source>
        <translation>Добавлено в ваш репертуар за белых: 1 новый ход.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Add Line to Repertoire as Blac&amp;k</source>
        <translation>Добавить линию в репертуар за &amp;чёрных</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import Repertoire…</source>
        <translation>&amp;Импортировать репертуар…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Repertoire…</source>
        <translation>&amp;Экспортировать репертуар…</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Added to your repertoire as Black: 1 new move.</source>
        <translation>Добавлено в ваш репертуар за чёрных: 1 новый ход.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Taken out of your repertoire: 1 move.</source>
        <translation>Убрано из вашего репертуара: 1 ход.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Repertoire imported: 1 new move.</source>
        <translation>Репертуар импортирован: 1 новый ход.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 game could not be read: %1</source>
        <translation>Не удалось прочитать 1 партию: %1</translation>
    </message>
</context>
<context>
    <name>RepertoireDrill</name>
    <message>
        <source>Show the &amp;Move</source>
        <translation type="vanished">Показать &amp;ход</translation>
    </message>
    <message>
        <location filename="../app/dialogs/repertoiredrill.cpp" line="+90"/>
        <source>Next &amp;Line</source>
        <translation>Следующая &amp;линия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repertoire board</source>
        <translation>Доска репертуара</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Yes: %1.</source>
        <translation>Да: %1.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 is not your line: your repertoire plays %2. Play it.</source>
        <translation>%1 — не ваша линия: ваш репертуар играет %2. Сыграйте его.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your repertoire plays %1.</source>
        <translation>Ваш репертуар играет %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Line done, without a wrong move. It comes back in %n days.</source>
        <translation>
            <numerusform>Линия пройдена без ошибок. Она вернётся через %n день.</numerusform>
            <numerusform>Линия пройдена без ошибок. Она вернётся через %n дня.</numerusform>
            <numerusform>Линия пройдена без ошибок. Она вернётся через %n дней.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Line done. It comes back in %n days.</source>
        <translation>
            <numerusform>Линия пройдена. Она вернётся через %n день.</numerusform>
            <numerusform>Линия пройдена. Она вернётся через %n дня.</numerusform>
            <numerusform>Линия пройдена. Она вернётся через %n дней.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opening the game library…</source>
        <translation>Открывается библиотека партий…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lines of your repertoire due now: %1 of %2.</source>
        <translation>Линий вашего репертуара к повторению сейчас: %1 из %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No line of your repertoire is due.</source>
        <translation>Ни одну линию вашего репертуара сейчас не нужно повторять.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add lines from the opening tree (Insert), from the move list&apos;s menu (Add Line to Repertoire) or from a PGN file (Library → Import Repertoire…). Ferz plays your opponent&apos;s moves of each line, and you answer with yours.</source>
        <translation>Добавляйте линии из дерева дебютов (Insert), из меню списка ходов («Добавить линию в репертуар») или из файла PGN («Библиотека → Импортировать репертуар…»). Ferz играет ходы соперника в каждой линии, а вы отвечаете своими.</translation>
    </message>
    <message>
        <source>Add lines from the opening tree (Insert), from the move list&apos;s menu (Add Line to Repertoire) or from a PGN file (Game → Import Repertoire…). Ferz plays your opponent&apos;s moves of each line, and you answer with yours.</source>
        <translation type="vanished">Добавляйте линии из дерева дебютов (Insert), из меню списка ходов («Добавить линию в репертуар») или из файла PGN («Партия → Импортировать репертуар…»). Ferz играет ходы соперника в каждой линии, а вы отвечаете своими.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line done.</source>
        <translation>Линия пройдена.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your repertoire as White: your move.</source>
        <translation>Ваш репертуар за белых: ваш ход.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your repertoire as Black: your move.</source>
        <translation>Ваш репертуар за чёрных: ваш ход.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Line done, without a wrong move. It comes back in 1 day.</source>
        <translation>Линия пройдена без ошибок. Она вернётся через 1 день.</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>&amp;Show the Move</source>
        <translation>Показать &amp;ход</translation>
    </message>
    <message>
        <location line="+169"/>
        <source>Line done. It comes back in 1 day.</source>
        <translation>Линия пройдена. Она вернётся через 1 день.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Yes: %1, another line of your repertoire.</source>
        <translation>Да: %1, другая линия вашего репертуара.</translation>
    </message>
</context>
<context>
    <name>ReviewNavigator</name>
    <message>
        <source>First Position</source>
        <translation type="vanished">Начальная позиция</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation type="vanished">Предыдущий ход</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation type="vanished">Следующий ход</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation type="vanished">Последний ход</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation type="vanished">Предыдущий вариант</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation type="vanished">Следующий вариант</translation>
    </message>
    <message>
        <source>Back to Game</source>
        <translation type="vanished">Вернуться к партии</translation>
    </message>
    <message>
        <location filename="../app/window/reviewnavigator.cpp" line="+38"/>
        <source>&amp;First Position</source>
        <translation>&amp;Начальная позиция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;revious Move</source>
        <translation>Пр&amp;едыдущий ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Move</source>
        <translation>&amp;Следующий ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Move</source>
        <translation>П&amp;оследний ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Variation</source>
        <translation>Предыдущий &amp;вариант</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Variation</source>
        <translation>Следующий в&amp;ариант</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to Game</source>
        <translation>Ве&amp;рнуться к партии</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reviewing the start position.</source>
        <translation>Просмотр: начальная позиция.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reviewing the position after %1.</source>
        <translation>Просмотр: позиция после %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reviewing a variation: the position after %1.</source>
        <translation>Просмотр варианта: позиция после %1.</translation>
    </message>
</context>
<context>
    <name>SanText</name>
    <message>
        <location filename="../app/game/santext.cpp" line="+18"/>
        <source>K Q R B N</source>
        <extracomment>The letters of the king, queen, rook, bishop and knight in moves (SAN), in this order, separated by spaces: &quot;K Q R B N&quot; in English, &quot;Кр Ф Л С К&quot; in Russian.</extracomment>
        <translation>Кр Ф Л С К</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../app/window/scoresheet.cpp" line="+352"/>
        <location line="+65"/>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>round %1</source>
        <extracomment>On a printed score sheet, after the event, site and date: &quot;round 5&quot;.</extracomment>
        <translation>тур %1</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>page %1 of %2</source>
        <extracomment>The foot of a printed score sheet&apos;s page: &quot;page 2 of 3&quot;.</extracomment>
        <translation>страница %1 из %2</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../app/dialogs/scoresheetdialog.cpp" line="+25"/>
        <source>Where a &amp;comment asks for one ([#])</source>
        <translation>Где просит &amp;комментарий ([#])</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the move on &amp;show</source>
        <translation>После &amp;текущего хода</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the board&apos;s co&amp;lours</source>
        <translation>В &amp;цветах доски</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print Game</source>
        <translation>Печать партии</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export Game as PDF</source>
        <translation>Экспорт партии в PDF</translation>
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
        <translation>Белые внизу</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black at the bottom</source>
        <translation>Чёрные внизу</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Diagrams:</source>
        <translation>Диаграммы:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the &amp;moves:</source>
        <translation>После &amp;ходов:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Orientation:</source>
        <translation>&amp;Ориентация:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../app/dialogs/helpdialog.cpp" line="+12"/>
        <source>Keyboard Shortcuts</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Put back the piece in the hand</source>
        <translation>Вернуть фигуру из руки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc, or a right click</source>
        <translation>Esc или правый щелчок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a typed move</source>
        <translation>Сыграть набранный ход</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter, in the move field</source>
        <translation>Enter в поле хода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the framed square (Shift red, Alt blue, both yellow)</source>
        <translation>Отметить поле в рамке (Shift — красный, Alt — синий, обе — жёлтый)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw an arrow from one framed square to another</source>
        <translation>Нарисовать стрелку с одного поля в рамке на другое</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>V, then V</source>
        <translation>V, затем V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the arrows and marks</source>
        <translation>Убрать стрелки и пометки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete, or a left click</source>
        <translation>Delete или щелчок левой кнопкой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press the framed button of a banner</source>
        <translation>Нажать выделенную кнопку в полосе сообщения</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter, on the board or the moves</source>
        <translation>Enter, на доске или в списке ходов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Type a move: Nf3, e2e4…</source>
        <translation type="vanished">Введите ход: Nf3, e2e4…</translation>
    </message>
    <message>
        <location filename="../app/window/sidepanel.cpp" line="+148"/>
        <source>Type a move: %1, e2e4…</source>
        <extracomment>%1 is a move in the language&apos;s letters (&quot;Nf3&quot;, &quot;Sf3&quot; in German).</extracomment>
        <translation>Введите ход: %1, e2e4…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your move</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opening reached: its ECO code and name</source>
        <translation>Дебют, до которого дошла партия: его код ECO и название</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hints used: %1</source>
        <translation>Подсказок использовано: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The computer is thinking… depth %1</source>
        <translation>Компьютер думает… глубина %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer is thinking… depth %1, evaluation %2</source>
        <translation>Компьютер думает… глубина %1, оценка %2</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../app/window/singleinstance.cpp" line="+69"/>
        <source>Ferz cannot lock its folder %1.</source>
        <translation>Ferz не может заблокировать свою папку %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Another Ferz (process %1) holds the folder %2 and does not answer.</source>
        <translation>Другой Ferz (процесс %1) занял папку %2 и не отвечает.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>The Ferz that holds the folder %1 does not answer: %2</source>
        <translation>Ferz, занявший папку %1, не отвечает: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Ferz that holds the folder %1 did not take the files.</source>
        <translation>Ferz, занявший папку %1, не принял файлы.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The Ferz that holds the folder %1 stopped answering.</source>
        <translation>Ferz, занявший папку %1, перестал отвечать.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../app/dialogs/librarypages.cpp" line="+53"/>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Контроль</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drawn</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>allows a mate</source>
        <translation>допускает мат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses a mate</source>
        <translation>упускает мат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no clear reason: a better move</source>
        <translation>без явной причины: был ход лучше</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Проиграно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No clock</source>
        <translation>Без часов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against Ferz&apos;s levels</source>
        <translation>Против уровней Ferz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By colour</source>
        <translation>По цвету</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had</source>
        <translation>Ваш цвет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opening</source>
        <translation>По дебюту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By clock</source>
        <translation>По контролю времени</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your most common mistakes</source>
        <translation>Ваши частые ошибки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Times</source>
        <translation>Раз</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your results appear here once you have finished games: played in Ferz, or imported under one of your names.</source>
        <translation>Ваши результаты появятся здесь, когда будут законченные партии: сыгранные в Ferz или импортированные под одним из ваших имён.</translation>
    </message>
</context>
<context>
    <name>TrainWindow</name>
    <message>
        <location filename="../app/dialogs/trainwindow.cpp" line="+111"/>
        <source>Train</source>
        <translation>Тренировка</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the &amp;Solution</source>
        <translation>Показать ре&amp;шение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next</source>
        <translation>&amp;Дальше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find training positions in my games, in the background</source>
        <translation>Искать позиции для тренировки в моих партиях, в фоне</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training board</source>
        <translation>Доска для тренировки</translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="vanished">Тренировка</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Background analysis: all %1 of your games analysed.</source>
        <translation>Фоновый анализ: проанализированы все ваши партии (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Background analysis: %1 of %2 of your games analysed.</source>
        <translation>Фоновый анализ: проанализировано %1 из %2 ваших партий.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Opening the game library…</source>
        <translation>Открывается библиотека партий…</translation>
    </message>
    <message>
        <source>Due now: %1. Positions: %2.</source>
        <translation type="vanished">К повторению: %1. Позиций: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Solved at the first try: %1%. Streak: %2.</source>
        <translation>Решено с первой попытки: %1 %. Серия: %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nothing to train on now.</source>
        <translation>Сейчас тренировать нечего.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your mistakes and blunders in the games you play (and in the games you import as yours) come here once the background analysis has looked at them, and come back later and later as you solve them.</source>
        <translation>Ваши ошибки и грубые ошибки в сыгранных партиях (и в импортированных как ваши) попадают сюда, когда фоновый анализ их просмотрит, и возвращаются всё реже по мере того, как вы их решаете.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Find a better move for White.</source>
        <translation>Найдите ход лучше за белых.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a better move for Black.</source>
        <translation>Найдите ход лучше за чёрных.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In %1 – %2 (%3) you played %4, a blunder.</source>
        <translation>В партии %1 – %2 (%3) вы сыграли %4, грубую ошибку.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In %1 – %2 (%3) you played %4, a mistake.</source>
        <translation>В партии %1 – %2 (%3) вы сыграли %4, ошибку.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Checking %1…</source>
        <translation>Проверка %1…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot be checked now (%2). Try again.</source>
        <translation>%1 сейчас не удаётся проверить (%2). Попробуйте ещё раз.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>is the move of the game, which the review judged</source>
        <translation>— это ход из партии, который оценил анализ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gives away %1 points of your winning chances</source>
        <translation>отдаёт %1 пунктов ваших шансов на победу</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Yes: %1 is good.</source>
        <translation>Да: %1 — хороший ход.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes: %1 is good, at another try.</source>
        <translation>Да: %1 — хороший ход, со следующей попытки.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not quite: %1 %2. Try again, or see the solution.</source>
        <translation>Не совсем: %1 %2. Попробуйте ещё раз или посмотрите решение.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The engine&apos;s move: %1</source>
        <translation>Ход движка: %1</translation>
    </message>
    <message>
        <location line="-221"/>
        <source>&amp;Mistakes</source>
        <translation>&amp;Ошибки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Puzzles</source>
        <translation>&amp;Задачи</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Due now: %1. Positions: %2. Lines of your repertoire: %3.</source>
        <translation>К повторению: %1. Позиций: %2. Линий вашего репертуара: %3.</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>&amp;Repertoire</source>
        <translation>&amp;Репертуар</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The position shown before is gone: a new analysis of its game no longer finds a mistake there.</source>
        <translation>Показанная позиция убрана: новый анализ её партии больше не находит в ней ошибки.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new analysis of its game has judged this position anew.</source>
        <translation>Новый анализ её партии заново оценил эту позицию.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>One is checked again: an older version of Ferz analysed it.</source>
        <translation>Одна партия проверяется заново: её анализировала прежняя версия «Ферзя».</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n are checked again: an older version of Ferz analysed them.</source>
        <translation>
            <numerusform>%n партия проверяется заново: её анализировала прежняя версия «Ферзя».</numerusform>
            <numerusform>%n партии проверяются заново: их анализировала прежняя версия «Ферзя».</numerusform>
            <numerusform>%n партий проверяются заново: их анализировала прежняя версия «Ферзя».</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Lines of your repertoire are due: they are on the Repertoire page.</source>
        <translation>Есть линии вашего репертуара к повторению: они на вкладке «Репертуар».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles you missed are due again: they are on the Puzzles page.</source>
        <translation>Пропущенные задачи пора повторить: они на вкладке «Задачи».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Meanwhile, the Puzzles page has tactics from Ferz&apos;s own games to solve.</source>
        <translation>А пока на вкладке «Задачи» есть тактические задачи из партий самого Ферзя.</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <location filename="../app/window/viewmenu.cpp" line="+104"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flip Board</source>
        <translation>Пе&amp;ревернуть доску</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Board &amp;Colours</source>
        <translation>&amp;Цвета доски</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animation</source>
        <translation>&amp;Анимация</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;peak Moves</source>
        <translation>&amp;Озвучивать ходы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Computer&apos;s Anal&amp;ysis</source>
        <translation>Показывать анал&amp;из компьютера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves with Fi&amp;gurines</source>
        <translation>Ходы значками &amp;фигур</translation>
    </message>
    <message>
        <source>Moves with &amp;Figurines</source>
        <translation type="vanished">Ходы &amp;значками фигур</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves written with figures of the pieces (♞f3) in place of letters; files keep the letters</source>
        <translation>Ходы записываются значками фигур (♞f3) вместо букв; в файлах остаются буквы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System Default</source>
        <translation>Как в системе</translation>
    </message>
</context>
<context>
    <name>WindowBanners</name>
    <message>
        <location filename="../app/window/windowbanners.cpp" line="+127"/>
        <source>Your move repeats the position a third time: you may claim a draw, or play on.</source>
        <translation>Ваш ход повторяет позицию в третий раз: вы можете потребовать ничью или играть дальше.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move completes fifty moves without a capture or a pawn move: you may claim a draw, or play on.</source>
        <translation>Вашим ходом завершаются пятьдесят ходов без взятий и ходов пешками: вы можете потребовать ничью или играть дальше.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation>Эта позиция повторилась три раза: вы можете потребовать ничью.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation>Пятьдесят ходов без взятий и ходов пешками: вы можете потребовать ничью.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Paused: press P to play on</source>
        <translation>Пауза: нажмите P, чтобы продолжить</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may claim a draw: the computer waits until you claim or play on</source>
        <translation>Вы можете потребовать ничью: компьютер ждёт, пока вы не потребуете её или не продолжите игру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From a file, White to move: a move plays on against %1</source>
        <translation>Из файла, ход белых: ход продолжит партию против %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From a file, Black to move: a move plays on against %1</source>
        <translation>Из файла, ход чёрных: ход продолжит партию против %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White to move</source>
        <translation>Ход белых</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black to move</source>
        <translation>Ход чёрных</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move (White)</source>
        <translation>Ваш ход (белые)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your move (Black)</source>
        <translation>Ваш ход (чёрные)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White (the computer) to move</source>
        <translation>Ход белых (компьютер)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black (the computer) to move</source>
        <translation>Ход чёрных (компьютер)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — the white king is in check</source>
        <translation> — белому королю шах</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> — the black king is in check</source>
        <translation> — чёрному королю шах</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Review</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim draw</source>
        <translation>Потребовать ничью</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play on</source>
        <translation>Играть дальше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to game</source>
        <translation>Вернуться к партии</translation>
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
        <translation>файл пуст</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+43"/>
        <source>the file is larger than a book can be (%1 MB at most)</source>
        <translation>файл больше, чем может быть книга (не более %1 МБ)</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>the file is cut short or is not a Polyglot book: its size, %1 bytes, is not a whole number of 16-byte entries</source>
        <translation>файл обрезан или не является книгой Polyglot: его размер, %1 байт, не делится на записи по 16 байт</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>entry %1 is out of order: a Polyglot book is sorted by position, so this file is damaged or not a book</source>
        <translation>запись %1 стоит не по порядку: книга Polyglot отсортирована по позициям, значит, файл повреждён или не является книгой</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entry %1 holds no move: this file is damaged or not a book</source>
        <translation>в записи %1 нет хода: файл повреждён или не является книгой</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file cannot be opened</source>
        <translation>файл не удаётся открыть</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>the file cannot be read</source>
        <translation>файл не удаётся прочитать</translation>
    </message>
</context>
<context>
    <name>ferz::Fen</name>
    <message>
        <location filename="../engine/rules/position.cpp" line="+353"/>
        <source>the FEN is empty</source>
        <translation>строка FEN пуста</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the FEN has 1 field; it needs piece placement, side to move, castling and en passant, then optionally the two move counters</source>
        <translation>в строке FEN 1 поле; нужны расстановка фигур, очередь хода, рокировки и поле взятия на проходе, а затем, по желанию, два счётчика ходов</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>the FEN has %n fields; it needs piece placement, side to move, castling and en passant, then optionally the two move counters</source>
        <translation>
            <numerusform>в строке FEN %n поле; нужны расстановка фигур, очередь хода, рокировки и поле взятия на проходе, а затем, по желанию, два счётчика ходов</numerusform>
            <numerusform>в строке FEN %n поля; нужны расстановка фигур, очередь хода, рокировки и поле взятия на проходе, а затем, по желанию, два счётчика ходов</numerusform>
            <numerusform>в строке FEN %n полей; нужны расстановка фигур, очередь хода, рокировки и поле взятия на проходе, а затем, по желанию, два счётчика ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>the FEN has %n fields; it has at most 6</source>
        <translation>
            <numerusform>в строке FEN %n поле; их должно быть не больше 6</numerusform>
            <numerusform>в строке FEN %n поля; их должно быть не больше 6</numerusform>
            <numerusform>в строке FEN %n полей; их должно быть не больше 6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>rank %1 has %n squares</source>
        <translation>
            <numerusform>на %1-й горизонтали %n клетка</numerusform>
            <numerusform>на %1-й горизонтали %n клетки</numerusform>
            <numerusform>на %1-й горизонтали %n клеток</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the piece placement has more than 8 ranks</source>
        <translation>в расстановке фигур больше 8 горизонталей</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>piece placement: digit %1; a run of empty squares counts 1 to 8</source>
        <translation>расстановка фигур: цифра %1; пустых клеток подряд может быть от 1 до 8</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>piece placement: unknown letter %1; pieces are PNBRQK and pnbrqk</source>
        <translation>расстановка фигур: неизвестная буква %1; фигуры обозначаются PNBRQK и pnbrqk</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>the piece placement has %n ranks; a board has 8</source>
        <translation>
            <numerusform>в расстановке фигур %n горизонталь; на доске их 8</numerusform>
            <numerusform>в расстановке фигур %n горизонтали; на доске их 8</numerusform>
            <numerusform>в расстановке фигур %n горизонталей; на доске их 8</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>white has no king</source>
        <translation>у белых нет короля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black has no king</source>
        <translation>у чёрных нет короля</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>white has %n kings</source>
        <translation>
            <numerusform>у белых %n король</numerusform>
            <numerusform>у белых %n короля</numerusform>
            <numerusform>у белых %n королей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>black has %n kings</source>
        <translation>
            <numerusform>у чёрных %n король</numerusform>
            <numerusform>у чёрных %n короля</numerusform>
            <numerusform>у чёрных %n королей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>white has %n pawns; at most 8</source>
        <translation>
            <numerusform>у белых %n пешка; можно не больше 8</numerusform>
            <numerusform>у белых %n пешки; можно не больше 8</numerusform>
            <numerusform>у белых %n пешек; можно не больше 8</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>black has %n pawns; at most 8</source>
        <translation>
            <numerusform>у чёрных %n пешка; можно не больше 8</numerusform>
            <numerusform>у чёрных %n пешки; можно не больше 8</numerusform>
            <numerusform>у чёрных %n пешек; можно не больше 8</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>white has %n pieces; at most 16</source>
        <translation>
            <numerusform>у белых %n фигура; можно не больше 16</numerusform>
            <numerusform>у белых %n фигуры; можно не больше 16</numerusform>
            <numerusform>у белых %n фигур; можно не больше 16</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>black has %n pieces; at most 16</source>
        <translation>
            <numerusform>у чёрных %n фигура; можно не больше 16</numerusform>
            <numerusform>у чёрных %n фигуры; можно не больше 16</numerusform>
            <numerusform>у чёрных %n фигур; можно не больше 16</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>white has %n promoted pieces but only %1 pawns missing</source>
        <translation>
            <numerusform>у белых %n превращённая фигура, а пешек недостаёт всего: %1</numerusform>
            <numerusform>у белых %n превращённые фигуры, а пешек недостаёт всего: %1</numerusform>
            <numerusform>у белых %n превращённых фигур, а пешек недостаёт всего: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>black has %n promoted pieces but only %1 pawns missing</source>
        <translation>
            <numerusform>у чёрных %n превращённая фигура, а пешек недостаёт всего: %1</numerusform>
            <numerusform>у чёрных %n превращённые фигуры, а пешек недостаёт всего: %1</numerusform>
            <numerusform>у чёрных %n превращённых фигур, а пешек недостаёт всего: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a pawn stands on %1, on the first or last rank</source>
        <translation>пешка стоит на %1, на первой или последней горизонтали</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>side to move is %1; it must be w or b</source>
        <translation>очередь хода — %1; должно быть w или b</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>castling field %1: unknown letter %2</source>
        <translation>поле рокировки %1: неизвестная буква %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>castling field %1: letter %2 appears twice</source>
        <translation>поле рокировки %1: буква %2 встречается дважды</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>castling field %1: %2 needs the white king on the first rank</source>
        <translation>поле рокировки %1: для %2 белый король должен стоять на первой горизонтали</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling field %1: %2 needs the black king on the eighth rank</source>
        <translation>поле рокировки %1: для %2 чёрный король должен стоять на восьмой горизонтали</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>castling field %1: %2 needs a white rook on the kingside of the white king</source>
        <translation>поле рокировки %1: для %2 нужна белая ладья на королевском фланге от белого короля</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling field %1: %2 needs a white rook on the queenside of the white king</source>
        <translation>поле рокировки %1: для %2 нужна белая ладья на ферзевом фланге от белого короля</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling field %1: %2 needs a black rook on the kingside of the black king</source>
        <translation>поле рокировки %1: для %2 нужна чёрная ладья на королевском фланге от чёрного короля</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling field %1: %2 needs a black rook on the queenside of the black king</source>
        <translation>поле рокировки %1: для %2 нужна чёрная ладья на ферзевом фланге от чёрного короля</translation>
    </message>
    <message>
        <source>castling field %1: %2 needs the white king on %3</source>
        <translation type="vanished">поле рокировки %1: для %2 белый король должен стоять на %3</translation>
    </message>
    <message>
        <source>castling field %1: %2 needs the black king on %3</source>
        <translation type="vanished">поле рокировки %1: для %2 чёрный король должен стоять на %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>castling field %1: %2 needs a white rook on %3</source>
        <translation>поле рокировки %1: для %2 белая ладья должна стоять на %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling field %1: %2 needs a black rook on %3</source>
        <translation>поле рокировки %1: для %2 чёрная ладья должна стоять на %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>castling field %1: %2 is a second right to castle on the same wing</source>
        <translation>поле рокировки %1: %2 — второе право рокировки на том же фланге</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>en-passant field %1 is not a square</source>
        <translation>поле взятия на проходе %1 — не клетка доски</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>en-passant square %1 must be on rank 6 when white is to move</source>
        <translation>клетка взятия на проходе %1 должна быть на 6-й горизонтали, когда ход белых</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>en-passant square %1 must be on rank 3 when black is to move</source>
        <translation>клетка взятия на проходе %1 должна быть на 3-й горизонтали, когда ход чёрных</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>en-passant square %1: no white pawn can just have stepped to %2</source>
        <translation>клетка взятия на проходе %1: ни одна белая пешка не могла только что пойти на %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>en-passant square %1: no black pawn can just have stepped to %2</source>
        <translation>клетка взятия на проходе %1: ни одна чёрная пешка не могла только что пойти на %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>halfmove clock %1 is not a number from 0 to 9999</source>
        <translation>счётчик полуходов %1 — не число от 0 до 9999</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fullmove number %1 is not a number from 1 to 99999</source>
        <translation>номер хода %1 — не число от 1 до 99999</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the side not to move is in check (white&apos;s king on %1)</source>
        <translation>сторона, которая не ходит, под шахом (белый король на %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the side not to move is in check (black&apos;s king on %1)</source>
        <translation>сторона, которая не ходит, под шахом (чёрный король на %1)</translation>
    </message>
</context>
<context>
    <name>ferz::Move</name>
    <message>
        <location filename="../engine/rules/notation.cpp" line="+20"/>
        <source>the pawn</source>
        <translation>пешка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the knight</source>
        <translation>конь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bishop</source>
        <translation>слон</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the rook</source>
        <translation>ладья</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen</source>
        <translation>ферзь</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the king</source>
        <translation>король</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the pawns</source>
        <translation>пешки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the knights</source>
        <translation>кони</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bishops</source>
        <translation>слоны</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the rooks</source>
        <translation>ладьи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queens</source>
        <translation>ферзи</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the kings</source>
        <translation>короли</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no white pawn</source>
        <translation>ни одна белая пешка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no white knight</source>
        <translation>ни один белый конь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no white bishop</source>
        <translation>ни один белый слон</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no white rook</source>
        <translation>ни одна белая ладья</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no white queen</source>
        <translation>ни один белый ферзь</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no white king</source>
        <translation>ни один белый король</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no black pawn</source>
        <translation>ни одна чёрная пешка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no black knight</source>
        <translation>ни один чёрный конь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no black bishop</source>
        <translation>ни один чёрный слон</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no black rook</source>
        <translation>ни одна чёрная ладья</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no black queen</source>
        <translation>ни один чёрный ферзь</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no black king</source>
        <translation>ни один чёрный король</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: only a pawn reaching the last rank promotes</source>
        <translation>%1: превращается только пешка, дошедшая до последней горизонтали</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>white may no longer castle kingside</source>
        <translation>белым больше нельзя делать короткую рокировку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white may no longer castle queenside</source>
        <translation>белым больше нельзя делать длинную рокировку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black may no longer castle kingside</source>
        <translation>чёрным больше нельзя делать короткую рокировку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black may no longer castle queenside</source>
        <translation>чёрным больше нельзя делать длинную рокировку</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling is not allowed while the king is in check</source>
        <translation>рокировка невозможна, когда король под шахом</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>castling kingside: there are pieces between the king and the rook</source>
        <translation>короткая рокировка: между королём и ладьёй стоят фигуры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling queenside: there are pieces between the king and the rook</source>
        <translation>длинная рокировка: между королём и ладьёй стоят фигуры</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling kingside: the king&apos;s or the rook&apos;s new square is taken</source>
        <translation>короткая рокировка: новое поле короля или ладьи занято</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling queenside: the king&apos;s or the rook&apos;s new square is taken</source>
        <translation>длинная рокировка: новое поле короля или ладьи занято</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling kingside: the king would pass through or land on an attacked square</source>
        <translation>короткая рокировка: король прошёл бы через атакованное поле или встал бы на него</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling queenside: the king would pass through or land on an attacked square</source>
        <translation>длинная рокировка: король прошёл бы через атакованное поле или встал бы на него</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 is not a move in UCI notation (like e2e4 or e7e8q)</source>
        <translation>%1 — не ход в нотации UCI (например, e2e4 или e7e8q)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the promotion letter must be q, r, b or n</source>
        <translation>%1: буква превращения должна быть q, r, b или n</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: there is no piece on %2</source>
        <translation>%1: на %2 нет фигуры</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 on %3 is black&apos;s, and white is to move</source>
        <translation>%1: %2 на %3 принадлежит чёрным, а ход белых</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 on %3 is white&apos;s, and black is to move</source>
        <translation>%1: %2 на %3 принадлежит белым, а ход чёрных</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+15"/>
        <source>%1 is not legal here: %2</source>
        <translation>%1 — здесь невозможный ход: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a pawn reaching the last rank must promote; add q, r, b or n</source>
        <translation>%1: пешка, дошедшая до последней горизонтали, должна превратиться; добавьте q, r, b или n</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a legal move here: %2 on %3 cannot go to %4</source>
        <translation>%1 — здесь невозможный ход: %2 с %3 не может пойти на %4</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>the move is empty</source>
        <translation>ход не указан</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is too long to be a move</source>
        <translation>%1 — слишком длинная запись для хода</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is not a move in SAN (like e4, Nf3, exd5, O-O or e8=Q)</source>
        <translation>%1 — не ход в нотации SAN (например, e4, Nf3, exd5, O-O или e8=Q)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1 is ambiguous: %2 on %3 and %4 can both go to %5; say which with its file or rank</source>
        <translation>%1 — неоднозначный ход: на %5 могут пойти %2 и с %3, и с %4; уточните вертикаль или горизонталь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is ambiguous: %2 on %3 and %4 can all go to %5; say which with its file or rank</source>
        <translation>%1 — неоднозначный ход: на %5 могут пойти %2 с %3 и %4; уточните вертикаль или горизонталь</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: a pawn reaching the last rank must promote; add =Q, =R, =B or =N</source>
        <translation>%1: пешка, дошедшая до последней горизонтали, должна превратиться; добавьте =Q, =R, =B или =N</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not legal: it would leave the white king in check</source>
        <translation>%1 — невозможный ход: белый король остался бы под шахом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not legal: it would leave the black king in check</source>
        <translation>%1 — невозможный ход: чёрный король остался бы под шахом</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not legal here: %2 can move to %3</source>
        <translation>%1 — здесь невозможный ход: %2 не может пойти на %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>on %1</source>
        <translation>на %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on the %1-file</source>
        <translation>на вертикали %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on rank %1</source>
        <translation>на %1-й горизонтали</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not legal here: %2 %3 can move to %4</source>
        <translation>%1 — здесь невозможный ход: %2 %3 не может пойти на %4</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>there is no piece on %1</source>
        <translation>на %1 нет фигуры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>white is to move</source>
        <translation>ход белых</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black is to move</source>
        <translation>ход чёрных</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 on %2 cannot go to %3</source>
        <translation>%1 с %2 не может пойти на %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the king has no safe square</source>
        <translation>королю некуда пойти: все поля под боем</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king would be in check on %1</source>
        <translation>на %1 король был бы под шахом</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the white king is in check: answer the check first</source>
        <translation>белому королю шах: сначала защитите его</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the black king is in check: answer the check first</source>
        <translation>чёрному королю шах: сначала защитите его</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2 is pinned: moving it would expose the king</source>
        <translation>%1 на %2 связан(а): ход этой фигурой открыл бы короля</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2 has no move</source>
        <translation>%1 на %2: ходов нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it would leave the white king in check</source>
        <translation>после этого хода белый король остался бы под шахом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it would leave the black king in check</source>
        <translation>после этого хода чёрный король остался бы под шахом</translation>
    </message>
</context>
<context>
    <name>ferz::Pgn</name>
    <message>
        <location filename="../engine/record/pgn.cpp" line="+626"/>
        <source>line %1, column %2: %3</source>
        <translation>строка %1, столбец %2: %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot go to byte %L1</source>
        <translation>не удаётся перейти к байту %L1</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>a string that does not end on its line</source>
        <translation>строковое значение не закрыто кавычкой до конца строки</translation>
    </message>
    <message>
        <source>a Chess960 game: Ferz plays standard chess</source>
        <translation type="vanished">партия Chess960: Ferz играет в обычные шахматы</translation>
    </message>
    <message>
        <source>an %1 game: Ferz plays standard chess</source>
        <translation type="vanished">партия варианта %1: Ferz играет в обычные шахматы</translation>
    </message>
    <message>
        <source>a %1 game: Ferz plays standard chess</source>
        <translation type="vanished">партия варианта %1: Ferz играет в обычные шахматы</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>a string longer than %Ln bytes</source>
        <translation>
            <numerusform>строковое значение длиннее %Ln байта</numerusform>
            <numerusform>строковое значение длиннее %Ln байт</numerusform>
            <numerusform>строковое значение длиннее %Ln байт</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a comment that is never closed with &apos;}&apos;</source>
        <translation>комментарий не закрыт символом &apos;}&apos;</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>a comment longer than %Ln bytes</source>
        <translation>
            <numerusform>комментарий длиннее %Ln байта</numerusform>
            <numerusform>комментарий длиннее %Ln байт</numerusform>
            <numerusform>комментарий длиннее %Ln байт</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;$&apos; without a number</source>
        <translation>&apos;$&apos; без номера</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>an unexpected %1</source>
        <translation>неожиданный символ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an unexpected byte %1</source>
        <translation>неожиданный байт %1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>a tag left out: %1</source>
        <translation>тег пропущен: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>после &apos;[&apos; ожидалось имя тега</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected the value of tag %1 in quotes</source>
        <translation>ожидалось значение тега %1 в кавычках</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected &apos;]&apos; after the value of tag %1</source>
        <translation>после значения тега %1 ожидалась &apos;]&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>more than 1000 tags</source>
        <translation>больше 1000 тегов</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>the FEN tag: %1</source>
        <translation>тег FEN: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a string in the moves</source>
        <translation>строковое значение среди ходов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unexpected &apos;[&apos;</source>
        <translation>неожиданная &apos;[&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unexpected &apos;]&apos;</source>
        <translation>неожиданная &apos;]&apos;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>an annotation glyph before any move</source>
        <translation>знак аннотации до первого хода</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a &apos;)&apos; without &apos;(&apos; is left out</source>
        <translation>&apos;)&apos; без &apos;(&apos; пропущена</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+42"/>
        <source>a result inside a variation is left out</source>
        <translation>результат внутри варианта пропущен</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>a variation is not closed with &apos;)&apos;: it ends here</source>
        <translation>вариант не закрыт &apos;)&apos;: он заканчивается здесь</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the file ends before the game&apos;s result (it may be cut off): the game is kept unfinished</source>
        <translation>файл заканчивается до результата партии (возможно, он обрезан): партия остаётся незаконченной</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file ends in the middle of %1: it is left out</source>
        <translation>файл заканчивается посреди %1: это слово пропущено</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a null move (%1): Ferz cannot show the position after a move that passes the turn</source>
        <translation>нулевой ход (%1): Ferz не может показать позицию после хода, который передаёт очередь</translation>
    </message>
    <message numerus="yes">
        <location line="+86"/>
        <source>a game longer than %Ln bytes</source>
        <translation>
            <numerusform>партия длиннее %Ln байта</numerusform>
            <numerusform>партия длиннее %Ln байт</numerusform>
            <numerusform>партия длиннее %Ln байт</numerusform>
        </translation>
    </message>
    <message>
        <location line="-162"/>
        <source>annotation glyph %1</source>
        <translation>недопустимый знак аннотации %1</translation>
    </message>
    <message>
        <location line="-381"/>
        <source>an %1 game: Ferz plays standard chess and Chess960</source>
        <translation>партия варианта %1: Ferz играет в обычные шахматы и Chess960</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 game: Ferz plays standard chess and Chess960</source>
        <translation>партия варианта %1: Ferz играет в обычные шахматы и Chess960</translation>
    </message>
    <message>
        <location line="+386"/>
        <source>a variation before any move</source>
        <translation>вариант до первого хода</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>variations nested more than %Ln deep</source>
        <translation>
            <numerusform>варианты вложены глубже %Ln уровня</numerusform>
            <numerusform>варианты вложены глубже %Ln уровней</numerusform>
            <numerusform>варианты вложены глубже %Ln уровней</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>an empty variation</source>
        <translation>пустой вариант</translation>
    </message>
    <message numerus="yes">
        <location line="+68"/>
        <source>more than %Ln moves</source>
        <translation>
            <numerusform>больше %Ln хода</numerusform>
            <numerusform>больше %Ln ходов</numerusform>
            <numerusform>больше %Ln ходов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/window/gamedocument.cpp" line="-44"/>
        <location filename="../engine/record/pgn.cpp" line="+134"/>
        <source>no game</source>
        <translation>партии нет</translation>
    </message>
</context>
<context>
    <name>ferz::Review</name>
    <message>
        <location filename="../engine/record/review.cpp" line="+115"/>
        <source>Inaccuracy</source>
        <translation>Неточность</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Грубая ошибка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hangs a pawn</source>
        <translation>подставляет пешку</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hangs the knight</source>
        <translation>подставляет коня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hangs the bishop</source>
        <translation>подставляет слона</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hangs the rook</source>
        <translation>подставляет ладью</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hangs the queen</source>
        <translation>подставляет ферзя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loses a pawn</source>
        <translation>теряет пешку</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>loses the knight</source>
        <translation>теряет коня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loses the bishop</source>
        <translation>теряет слона</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>loses the rook</source>
        <translation>теряет ладью</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loses the queen</source>
        <translation>теряет ферзя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a pawn</source>
        <translation>упускает выигрыш пешки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a knight</source>
        <translation>упускает выигрыш коня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a bishop</source>
        <translation>упускает выигрыш слона</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a rook</source>
        <translation>упускает выигрыш ладьи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning the queen</source>
        <translation>упускает выигрыш ферзя</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>allows mate in %n</source>
        <translation>
            <numerusform>допускает мат в %n ход</numerusform>
            <numerusform>допускает мат в %n хода</numerusform>
            <numerusform>допускает мат в %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>misses mate in %n</source>
        <translation>
            <numerusform>упускает мат в %n ход</numerusform>
            <numerusform>упускает мат в %n хода</numerusform>
            <numerusform>упускает мат в %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lets the opponent promote</source>
        <translation>позволяет сопернику провести пешку в ферзи</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leaves a pawn on %1 undefended</source>
        <translation>оставляет без защиты пешку на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the knight on %1 undefended</source>
        <translation>оставляет без защиты коня на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the bishop on %1 undefended</source>
        <translation>оставляет без защиты слона на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the rook on %1 undefended</source>
        <translation>оставляет без защиты ладью на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the queen on %1 undefended</source>
        <translation>оставляет без защиты ферзя на %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leaves a pawn on %1 en prise</source>
        <translation>оставляет под боем пешку на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the knight on %1 en prise</source>
        <translation>оставляет под боем коня на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the bishop on %1 en prise</source>
        <translation>оставляет под боем слона на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the rook on %1 en prise</source>
        <translation>оставляет под боем ладью на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the queen on %1 en prise</source>
        <translation>оставляет под боем ферзя на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allows a fork</source>
        <translation>допускает вилку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was better</source>
        <translation>Лучше было %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was better: %2</source>
        <translation>Лучше было %1: %2</translation>
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
        <translation>(непечатаемый байт)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+101"/>
        <location line="+45"/>
        <source>%1: cannot be read.</source>
        <translation>%1: не удаётся прочитать.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>%1: %2 added, %3 already in the library, %4 could not be read.</source>
        <extracomment>The numbers of games of a file: added, already in the library, could not be read.</extracomment>
        <translation>%1: добавлено: %2, уже в библиотеке: %3, не прочитано: %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: not UTF-8, read as Latin-1.</source>
        <translation>%1: не в UTF-8, прочитан как Latin-1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first that could not be read: %1</source>
        <translation>Первая непрочитанная: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games could not be added to the game library: %1</source>
        <translation>Партии не удалось добавить в библиотеку: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Games in the library: %1.</source>
        <translation>Партий в библиотеке: %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1, game %2: cannot be read: %3</source>
        <extracomment>A game of a file that could not be read: the file, its number, why.</extracomment>
        <translation>%1, партия %2: не удаётся прочитать: %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, game %2 (%3): analysing…</source>
        <extracomment>Progress on standard error: the file, the game&apos;s number, its players.</extracomment>
        <translation>%1, партия %2 (%3): анализ…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, game %2: cannot be analysed: %3</source>
        <translation>%1, партия %2: не удаётся проанализировать: %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, game %2: ?! %3, ? %4, ?? %5</source>
        <extracomment>The marks of one game: inaccuracies, mistakes, blunders.</extracomment>
        <translation>%1, партия %2: ?! %3, ? %4, ?? %5</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: cannot be written: %2</source>
        <translation>%1: не удаётся записать: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games analysed: %1. Games that could not be analysed: %2.</source>
        <extracomment>The end of ferz --annotate: games analysed, and those that could not be.</extracomment>
        <translation>Проанализировано партий: %1. Не удалось проанализировать: %2.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Ferz: play chess against the computer.</source>
        <translation>«Ферзь»: игра в шахматы с компьютером.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the time to the first painted board and quit.</source>
        <translation>Вывести время до первой отрисовки доски и выйти.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add the games of the PGN files to the game library, without a window, and say how many were added.</source>
        <translation>Добавить партии из файлов PGN в библиотеку без открытия окна и сообщить, сколько добавлено.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analyse the games of the PGN files, without a window, and write them with the analysis&apos;s marks, reasons, better lines and evaluations.</source>
        <translation>Проанализировать партии из файлов PGN без открытия окна и записать их с отметками, причинами, лучшими вариантами и оценками анализа.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the file to write (else the standard output).</source>
        <translation>С --annotate: файл для записи (иначе стандартный вывод).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the nodes of the first look at each position (200000 unless told).</source>
        <translation>С --annotate: число узлов первого просмотра каждой позиции (по умолчанию 200000).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the depth of the first look at each position, instead of nodes.</source>
        <translation>С --annotate: глубина первого просмотра каждой позиции вместо числа узлов.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the engine of Game → Engines that judges (Ferz&apos;s own unless told).</source>
        <translation>С --annotate: движок из «Партия → Движки», который оценивает (по умолчанию движок Ferz).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A PGN file to open (with --import: files to add; with --annotate: files to analyse).</source>
        <translation>Файл PGN для открытия (с --import: файлы для добавления; с --annotate: файлы для анализа).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>--annotate needs at least one PGN file.</source>
        <translation>--annotate нужен хотя бы один файл PGN.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Give --nodes or --depth, not both.</source>
        <translation>Укажите --nodes или --depth, но не оба.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--nodes and --depth take a positive whole number.</source>
        <translation>--nodes и --depth принимают целое положительное число.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No engine %1 in Game → Engines, which lists none.</source>
        <translation>Нет движка %1 в «Партия → Движки»: там нет ни одного.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No engine %1 in Game → Engines, which lists: %2.</source>
        <translation>Нет движка %1 в «Партия → Движки», там есть: %2.</translation>
    </message>
    <message>
        <source>A PGN file to open (with --import: files to add).</source>
        <translation type="vanished">Файл PGN для открытия (с --import: файлы для добавления).</translation>
    </message>
</context>
</TS>
