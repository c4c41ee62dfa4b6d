<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>AnalysisBoard</name>
    <message>
        <location filename="../app/window/analysisboard.cpp" line="+26"/>
        <source>Analysis &amp;Board</source>
        <translation>&amp;Дошка аналізу</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../app/window/analysispanel.cpp" line="+72"/>
        <source>Analysing… %v of %m positions</source>
        <translation>Аналіз… %v з %m позицій</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>inaccuracies %1, mistakes %2, blunders %3</source>
        <translation>неточності: %1, помилки: %2, грубі помилки: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+2"/>
        <source>White: %1</source>
        <translation>Білі: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Black: %1</source>
        <translation>Чорні: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ferz&apos;s engine</source>
        <translation>рушій Ferz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judged by %1, each mark checked at depth %2 to %3.</source>
        <translation>Оцінено: %1, кожну позначку перевірено на глибині від %2 до %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Judged by %1, each mark checked at depth %2.</source>
        <translation>Оцінено: %1, кожну позначку перевірено на глибині %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Judged by %1.</source>
        <translation>Оцінено: %1.</translation>
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
        <translation>%1, глибина %2–%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, depth %2</source>
        <translation>%1, глибина %2</translation>
    </message>
</context>
<context>
    <name>AnnotationMenus</name>
    <message>
        <location filename="../app/window/annotationmenus.cpp" line="+20"/>
        <source>Good move</source>
        <translation>Добрий хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Помилка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brilliant move</source>
        <translation>Блискучий хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Груба помилка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interesting move</source>
        <translation>Цікавий хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dubious move</source>
        <translation>Сумнівний хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal position</source>
        <translation>Рівна позиція</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unclear position</source>
        <translation>Неясна позиція</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is slightly better</source>
        <translation>У білих трохи краще</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is slightly better</source>
        <translation>У чорних трохи краще</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is better</source>
        <translation>У білих краще</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is better</source>
        <translation>У чорних краще</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is winning</source>
        <translation>Білі виграють</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is winning</source>
        <translation>Чорні виграють</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Немає</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Move &amp;Glyph</source>
        <translation>&amp;Знак ходу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Po&amp;sition Glyph</source>
        <translation>Знак пози&amp;ції</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../app/window/announcer.cpp" line="+16"/>
        <source>pawn</source>
        <translation>пішак</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knight</source>
        <translation>кінь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bishop</source>
        <translation>слон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rook</source>
        <translation>тура</translation>
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
        <translation>коротка рокіровка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>castles queenside</source>
        <translation>довга рокіровка</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 from %2 takes en passant on %3</source>
        <extracomment>&quot;pawn from e5 takes en passant on d6&quot;</extracomment>
        <translation>%1 з %2 б&apos;є на проході на %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 from %2 takes %3 on %4</source>
        <extracomment>&quot;bishop from b5 takes knight on c6&quot;</extracomment>
        <translation>%1 з %2 б&apos;є на %4 (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 from %2 to %3</source>
        <extracomment>&quot;knight from g1 to f3&quot;</extracomment>
        <translation>%1 з %2 на %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, becomes a %2</source>
        <extracomment>&quot;pawn from e7 to e8, becomes a queen&quot;</extracomment>
        <translation>%1, перетворення: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>White: %1</source>
        <translation>Білі: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black: %1</source>
        <translation>Чорні: %1</translation>
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
        <translation>файл завеликий</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it does not say which side you play</source>
        <translation>у ньому не сказано, за яку сторону ви граєте</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>its clock cannot be read</source>
        <translation>його годинник не вдається прочитати</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it does not say where the game stands</source>
        <translation>у ньому не сказано, на якому ході зупинилася партія</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it does not say how the game ended</source>
        <translation>у ньому не сказано, як закінчилася партія</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The game saved when Ferz last ran could not be read (%1). It was kept as %2.</source>
        <translation>Партію, збережену під час минулого запуску Ferz, не вдалося прочитати (%1). Її збережено як %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game saved when Ferz last ran could not be read (%1).</source>
        <translation>Партію, збережену під час минулого запуску Ferz, не вдалося прочитати (%1).</translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <location filename="../app/board/boardaccessible.cpp" line="+55"/>
        <source>white pawn</source>
        <translation>білий пішак</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white knight</source>
        <translation>білий кінь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white bishop</source>
        <translation>білий слон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white rook</source>
        <translation>біла тура</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white queen</source>
        <translation>білий ферзь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white king</source>
        <translation>білий король</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black pawn</source>
        <translation>чорний пішак</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black knight</source>
        <translation>чорний кінь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black bishop</source>
        <translation>чорний слон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black rook</source>
        <translation>чорна тура</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black queen</source>
        <translation>чорний ферзь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black king</source>
        <translation>чорний король</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>порожньо</translation>
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
        <translation>%1, у руці</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Board</source>
        <translation>Дошка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black at the bottom; the arrow keys move between squares, Enter picks up a piece and puts it down</source>
        <translation>Чорні внизу; стрілки переходять між полями, Enter бере фігуру й ставить її</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White at the bottom; the arrow keys move between squares, Enter picks up a piece and puts it down</source>
        <translation>Білі внизу; стрілки переходять між полями, Enter бере фігуру й ставить її</translation>
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
        <translation>Зелена</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blue</source>
        <translation>Синя</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grey</source>
        <translation>Сіра</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>High Contrast</source>
        <translation>Контрастна</translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <location filename="../app/window/boardwords.cpp" line="+23"/>
        <source>Put back.</source>
        <translation>Повернуто на місце.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Promotion: queen. The arrow keys choose another piece, Enter takes it, Escape puts the pawn back.</source>
        <translation>Перетворення: ферзь. Стрілки обирають іншу фігуру, Enter підтверджує, Escape повертає пішака.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 on %2 picked up: it can go to %3.</source>
        <extracomment>&quot;Knight on g1 picked up: it can go to f3, h3.&quot;</extracomment>
        <translation>%1 на %2 у руці: може піти на %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over. Start a new game, or look back through this one.</source>
        <translation>Партію закінчено. Почніть нову або перегляньте цю.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is paused: press P to play on.</source>
        <translation>Партія на паузі: натисніть P, щоб продовжити.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is the computer&apos;s move.</source>
        <translation>Зараз хід комп’ютера.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The starting position.</source>
        <translation>Початкова позиція.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move %1, %2</source>
        <extracomment>&quot;Move 12, Black: knight from g8 to f6.&quot;</extracomment>
        <translation>Хід %1, %2</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Back to the game.</source>
        <translation>Назад до партії.</translation>
    </message>
</context>
<context>
    <name>DiagramActions</name>
    <message>
        <location filename="../app/window/diagramactions.cpp" line="+33"/>
        <source>Copy Position as &amp;Image</source>
        <translation>Копіювати позицію як &amp;зображення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Diagram…</source>
        <translation>&amp;Експорт діаграми…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The position was copied as an image.</source>
        <translation>Позицію скопійовано як зображення.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PNG image (*.png)</source>
        <translation>Зображення PNG (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG image (*.svg)</source>
        <translation>Зображення SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <source>Export Diagram</source>
        <translation>Експорт діаграми</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The diagram could not be written: %1</source>
        <translation>Не вдалося записати діаграму: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The diagram was written to %1.</source>
        <translation>Діаграму записано до %1.</translation>
    </message>
</context>
<context>
    <name>DiagramDialog</name>
    <message>
        <location filename="../app/dialogs/diagramdialog.cpp" line="+51"/>
        <source>Show &amp;coordinates</source>
        <translation>Показувати &amp;координати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;arrows and marked squares</source>
        <translation>Показувати &amp;стрілки та позначені поля</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Diagram</source>
        <translation>Експорт діаграми</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board&apos;s colours</source>
        <translation>Кольори дошки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Print (black and white)</source>
        <translation>Для друку (чорно-біла)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As on the board</source>
        <translation>Як на дошці</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White at the bottom</source>
        <translation>Білі внизу</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black at the bottom</source>
        <translation>Чорні внизу</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> px</source>
        <extracomment>The unit of the diagram&apos;s size: pixels.</extracomment>
        <translation> пікс.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Co&amp;lours:</source>
        <translation>Ко&amp;льори:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Orientation:</source>
        <translation>&amp;Орієнтація:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Size:</source>
        <translation>&amp;Розмір:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preview</source>
        <extracomment>The picture of the diagram in the Export Diagram dialog.</extracomment>
        <translation>Попередній перегляд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export…</source>
        <translation>&amp;Експортувати…</translation>
    </message>
</context>
<context>
    <name>EngineConfig</name>
    <message>
        <location filename="../app/game/engineconfig.cpp" line="+31"/>
        <source>Line %1: write an option as Name=Value</source>
        <translation>Рядок %1: запишіть параметр як Назва=Значення</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (Elo %2–%3)</source>
        <translation>%1 (Ело %2–%3)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The engine needs a name.</source>
        <translation>Укажіть назву рушія.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No program %1 was found.</source>
        <translation>Програму %1 не знайдено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not a program.</source>
        <translation>%1 — не програма.</translation>
    </message>
    <message>
        <location filename="../app/game/ucijudge.cpp" line="+48"/>
        <source>could not start %1: %2</source>
        <translation>не вдалося запустити %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 did not answer “uci”</source>
        <translation>%1 не відповів на «uci»</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+15"/>
        <source>%1 did not answer “isready”</source>
        <translation>%1 не відповів на «isready»</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 wrote a line of more than 64 KB</source>
        <translation>%1 вивів рядок, довший за 64 КБ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 crashed or was killed</source>
        <translation>%1 аварійно завершився або був убитий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stopped unexpectedly (exit code %2)</source>
        <translation>%1 несподівано завершився (код виходу %2)</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 did not stop when asked</source>
        <translation>%1 не зупинився на запит</translation>
    </message>
</context>
<context>
    <name>EnginePanel</name>
    <message>
        <location filename="../app/window/enginepanel.cpp" line="+101"/>
        <source>&amp;Lines:</source>
        <translation>&amp;Лінії:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine that analyses</source>
        <translation>Рушій, що аналізує</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis engine</source>
        <translation>Рушій аналізу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Threads and hash of the analysis</source>
        <translation>Потоки та геш аналізу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis settings</source>
        <translation>Налаштування аналізу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine lines</source>
        <translation>Лінії рушія</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart Engine</source>
        <translation>&amp;Перезапустити рушій</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+14"/>
        <source>Ferz (built in)</source>
        <translation>Ferz (вбудований)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>&amp;Threads</source>
        <translation>&amp;Потоки</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hash</source>
        <translation>&amp;Геш</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 MB</source>
        <translation>%1 МБ</translation>
    </message>
    <message>
        <source>K Q R B N</source>
        <extracomment>The letters of the king, queen, rook, bishop and knight in moves (SAN), in this order, separated by spaces: &quot;K Q R B N&quot; in English, &quot;Кр Ф Л С К&quot; in Russian.</extracomment>
        <translation type="vanished">Кр Ф Т С К</translation>
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
        <translation>Аналіз зупинено: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checkmate: there is no move to analyse.</source>
        <translation>Мат: ходів немає, аналізувати нічого.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stalemate: there is no move to analyse.</source>
        <translation>Пат: ходів немає, аналізувати нічого.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>depth %1</source>
        <translation>глибина %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes</source>
        <translation>%1 вузлів</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thinking…</source>
        <translation>думає…</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../app/dialogs/enginesdialog.cpp" line="+24"/>
        <source>Remove</source>
        <translation>Вилучити</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rescan</source>
        <translation>Знайти знову</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+31"/>
        <source>Engines</source>
        <translation>Рушії</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Add</source>
        <translation>Додати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>Огляд…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. stockfish or /usr/games/stockfish</source>
        <translation>напр., stockfish, /usr/games/stockfish</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. --uci for gnuchess</source>
        <translation>напр., --uci для gnuchess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One option a line, e.g.
UCI_LimitStrength=true
UCI_Elo=1500</source>
        <translation>По одному параметру в рядку, напр.:
UCI_LimitStrength=true
UCI_Elo=1500</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name:</source>
        <translation>Назва:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Program:</source>
        <translation>Програма:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Program</source>
        <translation>Програма</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arguments:</source>
        <translation>Аргументи:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options:</source>
        <translation>Параметри:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Look for the chess engines installed on this computer</source>
        <translation>Знайти шахові програми, встановлені на цьому комп’ютері</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Judge of the analyses:</source>
        <translation>Суддя аналізу:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine that analyses your games: Analyse Game, the training positions and the Games window</source>
        <translation>Рушій, що аналізує ваші партії: аналіз партії, позиції для тренування й вікно партій</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>UCI chess engines installed on this computer, to play against instead of Ferz, or to judge your games.</source>
        <translation>Шахові рушії UCI, встановлені на цьому комп’ютері, — щоб грати з ними замість Ferz або оцінювати ваші партії.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Ferz</source>
        <translation>Ferz</translation>
    </message>
    <message>
        <source>UCI chess engines installed on this computer, to play against instead of Ferz.</source>
        <translation type="vanished">Шахові рушії UCI, встановлені на цьому комп’ютері, — щоб грати з ними замість Ferz.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Choose an engine</source>
        <translation>Виберіть рушій</translation>
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
        <translation>Пошук шахових програм…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No engine found that is not in the list already.</source>
        <translation>Нових програм, яких ще немає в списку, не знайдено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found: %1.</source>
        <translation>Знайдено: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New engine</source>
        <translation>Новий рушій</translation>
    </message>
</context>
<context>
    <name>EvalBar</name>
    <message>
        <location filename="../app/window/evalbar.cpp" line="+16"/>
        <source>Evaluation: %1</source>
        <translation>Оцінка: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Evaluation</source>
        <translation>Оцінка</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <location filename="../app/window/evalgraph.cpp" line="+13"/>
        <location line="+6"/>
        <source>White&apos;s winning chances after each move; click to see the position</source>
        <translation>Шанси білих на перемогу після кожного ходу; клацніть, щоб побачити позицію</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+48"/>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+50"/>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
</context>
<context>
    <name>ExternalEngine</name>
    <message>
        <location filename="../app/game/externalengine.cpp" line="+25"/>
        <source>could not start %1: %2</source>
        <translation>не вдалося запустити %1: %2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 does not play Chess960 (it has no UCI_Chess960 option)</source>
        <translation>%1 не грає в Chess960 (у нього немає параметра UCI_Chess960)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1 wrote a line of more than 64 KB</source>
        <translation>%1 вивів рядок, довший за 64 КБ</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 wrote a line Ferz cannot read: “%2”</source>
        <translation>%1 написав рядок, який Ferz не може прочитати: «%2»</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 answered with the move “%2”, which is not legal here: %3</source>
        <translation>%1 відповів ходом «%2», який тут неможливий: %3</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 crashed or was killed (signal %2)</source>
        <translation>%1 аварійно завершився або був убитий (сигнал %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 stopped unexpectedly (exit code %2)</source>
        <translation>%1 несподівано завершив роботу (код виходу %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 did not answer “uci”</source>
        <translation>%1 не відповів на «uci»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not answer “isready”</source>
        <translation>%1 не відповів на «isready»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 did not stop when asked</source>
        <translation>%1 не зупинився, коли його попросили</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not play its move in time</source>
        <translation>%1 не зробив хід вчасно</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <location filename="../app/window/gameactions.cpp" line="+60"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Нова партія…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo Move</source>
        <translation>&amp;Скасувати хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo Move</source>
        <translation>&amp;Повторити хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>Під&amp;казка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause</source>
        <translation>&amp;Пауза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O&amp;ffer Draw</source>
        <translation>&amp;Запропонувати нічию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Claim Draw</source>
        <translation>Ви&amp;магати нічию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Res&amp;ign</source>
        <translation>Зд&amp;атися</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top Game…</source>
        <translation>З&amp;упинити партію…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Engines…</source>
        <translation>&amp;Рушії…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from &amp;Here…</source>
        <translation>&amp;Грати звідси…</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Hint</source>
        <translation>Підказка</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+3"/>
        <source>Take back a move</source>
        <translation>Взяти хід назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over: %1. Take back your last move and play on without this result?</source>
        <translation>Партію закінчено: %1. Взяти назад ваш останній хід і продовжити без цього результату?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Draw offer</source>
        <translation>Пропозиція нічиєї</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 пропонує нічию. %2, ви згодні?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resign</source>
        <translation>Здатися</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resign this game?</source>
        <translation>Здати цю партію?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stop the game</source>
        <translation>Зупинити партію</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop this game without a result? It will not count for your rating, and the computer&apos;s analysis of it is then on offer.</source>
        <translation>Зупинити цю партію без результату? Вона не йтиме у ваш рейтинг, а аналіз комп’ютера стане доступним.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game is over in this position: there is nothing to play.</source>
        <translation>У цій позиції партію закінчено: грати нічого.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play from here</source>
        <translation>Грати звідси</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play the side to move, without a clock. The computer&apos;s level:</source>
        <translation>Ви граєте за сторону, чий зараз хід, без годинника. Рівень комп’ютера:</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>New Game now offers the chess engines found on this computer: %1.</source>
        <translation>«Нова партія» тепер пропонує шахові програми, знайдені на цьому комп’ютері: %1.</translation>
    </message>
    <message>
        <source>Chess engines found on this computer: %1. Choose one in New Game.</source>
        <translation type="vanished">На цьому комп’ютері знайдено шахові програми: %1. Виберіть суперника в «Новій партії».</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="+228"/>
        <source>The game is over.</source>
        <translation>Партію закінчено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is paused.</source>
        <translation>Партія на паузі.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the computer&apos;s move.</source>
        <translation>Зараз хід комп’ютера.</translation>
    </message>
    <message>
        <location line="+324"/>
        <source>The computer declines the draw: it thinks it stands better.</source>
        <translation>Комп’ютер відхиляє нічию: він вважає, що стоїть краще.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer declines the draw: the game has hardly begun.</source>
        <translation>Комп’ютер відхиляє нічию: партія ледве почалася.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer accepts the draw: it judges the position equal or worse for itself.</source>
        <translation>Комп’ютер погоджується на нічию: він оцінює позицію як рівну або гіршу для себе.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 does not play Chess960: Ferz plays in its place.</source>
        <translation>%1 не грає в Chess960: замість нього грає Ferz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer&apos;s engine stopped: %1. Start a new game to play on.</source>
        <translation>Рушій комп’ютера зупинився: %1. Почніть нову партію, щоб грати далі.</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+4"/>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ferz, full strength</source>
        <translation>Ферзь, повна сила</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ferz %1</source>
        <translation>Ферзь %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Chess960, start position %1</source>
        <translation>Chess960, початкова позиція %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation type="vanished">Мат — білі виграли</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation type="vanished">Мат — чорні виграли</translation>
    </message>
    <message>
        <source>Draw by stalemate</source>
        <translation type="vanished">Нічия: пат</translation>
    </message>
    <message>
        <source>Draw: neither side can mate</source>
        <translation type="vanished">Нічия: жодна сторона не може поставити мат</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation type="vanished">Нічия: позиція повторилася п’ять разів</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule</source>
        <translation type="vanished">Нічия за правилом 75 ходів</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation type="vanished">Нічия: позиція повторилася тричі, нічию вимагав комп’ютер</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by you</source>
        <translation type="vanished">Нічия: позиція повторилася тричі, нічию вимагали ви</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by White</source>
        <translation type="vanished">Нічия: позиція повторилася тричі, нічию вимагали білі</translation>
    </message>
    <message>
        <source>Draw by threefold repetition, claimed by Black</source>
        <translation type="vanished">Нічия: позиція повторилася тричі, нічию вимагали чорні</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation type="vanished">Нічия за правилом 50 ходів, її вимагав комп’ютер</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation type="vanished">Нічия за правилом 50 ходів, її вимагали ви</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by White</source>
        <translation type="vanished">Нічия за правилом 50 ходів, її вимагали білі</translation>
    </message>
    <message>
        <source>Draw by the 50-move rule, claimed by Black</source>
        <translation type="vanished">Нічия за правилом 50 ходів, її вимагали чорні</translation>
    </message>
    <message>
        <source>White resigns — Black wins</source>
        <translation type="vanished">Білі здалися — чорні виграли</translation>
    </message>
    <message>
        <source>Black resigns — White wins</source>
        <translation type="vanished">Чорні здалися — білі виграли</translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation type="vanished">Нічия за згодою</translation>
    </message>
    <message>
        <source>White ran out of time — Black wins</source>
        <translation type="vanished">У білих скінчився час — чорні виграли</translation>
    </message>
    <message>
        <source>Black ran out of time — White wins</source>
        <translation type="vanished">У чорних скінчився час — білі виграли</translation>
    </message>
    <message>
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation type="vanished">У білих скінчився час, але чорні не можуть поставити мат — нічия</translation>
    </message>
    <message>
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation type="vanished">У чорних скінчився час, але білі не можуть поставити мат — нічия</translation>
    </message>
    <message>
        <source>White won (as recorded in the game)</source>
        <translation type="vanished">Білі виграли (так записано в партії)</translation>
    </message>
    <message>
        <source>Black won (as recorded in the game)</source>
        <translation type="vanished">Чорні виграли (так записано в партії)</translation>
    </message>
    <message>
        <source>Drawn (as recorded in the game)</source>
        <translation type="vanished">Нічия (так записано в партії)</translation>
    </message>
    <message>
        <source>Stopped without a result: the game does not count</source>
        <translation type="vanished">Зупинено без результату: партія не зараховується</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <location filename="../app/window/gamedocument.cpp" line="+67"/>
        <source>Unsaved changes</source>
        <translation>Незбережені зміни</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has changes that are not saved.</source>
        <translation>У цій партії є незбережені зміни.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has changes that are not saved.</source>
        <translation>У %1 є незбережені зміни.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save them before the game is replaced?</source>
        <translation>Зберегти їх, перш ніж партію буде замінено?</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+12"/>
        <location line="+9"/>
        <location line="+16"/>
        <location line="+18"/>
        <source>Open a game</source>
        <extracomment>&quot;Could not open /home/anna/game.pgn: there is no such file.&quot;</extracomment>
        <translation>Відкрити партію</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation type="vanished">Не вдалося відкрити %1.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>%1 holds no game.</source>
        <translation>У %1 немає жодної партії.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no game that can be read: %2</source>
        <translation>У %1 немає партій, які можна прочитати: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game in %1 cannot be read: %2</source>
        <translation>Не вдалося прочитати партію з %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is empty</source>
        <translation>вона порожня</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not UTF-8: it was read as Latin-1.</source>
        <translation>%1 не в UTF-8: файл прочитано як Latin-1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файли PGN (*.pgn);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+46"/>
        <location line="+29"/>
        <location line="+12"/>
        <source>Save the game</source>
        <translation>Зберегти партію</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Ferz repaired this game of %1 to read it.</source>
        <translation>Щоб прочитати цю партію з %1, Ferz довелося її виправити.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saving writes Ferz&apos;s text of the game in place of the text in the file.</source>
        <translation>Під час збереження текст партії у файлі заміниться текстом Ferz.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <source>%1 was changed by another program since Ferz read it.</source>
        <translation>%1 змінено іншою програмою відтоді, як Ferz його прочитав.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The game is still in it. Overwrite that game with this one, or save this game as a new file?</source>
        <translation>Партія все ще в ньому. Перезаписати ту партію цією чи зберегти цю партію як новий файл?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Overwrite That Game</source>
        <translation>&amp;Перезаписати ту партію</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game Ferz read is no longer in it, so it cannot be written back there.</source>
        <translation>Партії, яку прочитав Ferz, у ньому більше немає, тож записати її туди не можна.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game cannot be saved into %1.</source>
        <translation>Партію не можна зберегти в %1.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>PGN files (*.pgn)</source>
        <translation>Файли PGN (*.pgn)</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>This game is being played: it is the game on the board.</source>
        <translation>Ця партія зараз грається: це партія на дошці.</translation>
    </message>
    <message numerus="yes">
        <location line="+105"/>
        <source>(And %n more.)</source>
        <translation>
            <numerusform>(І ще %n.)</numerusform>
            <numerusform>(І ще %n.)</numerusform>
            <numerusform>(І ще %n.)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+41"/>
        <source>Could not save %1: %2</source>
        <translation>Не вдалося зберегти %1: %2</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+40"/>
        <source>Saved %1</source>
        <translation>Збережено: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The clipboard holds neither a game nor a position. As PGN: %1. As FEN: %2.</source>
        <translation>У буфері обміну немає ні партії, ні позиції. Як PGN: %1. Як FEN: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no moves</source>
        <translation>немає ходів</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The game is on the clipboard, as PGN.</source>
        <translation>Партію скопійовано в буфер обміну у форматі PGN.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The position is on the clipboard, as FEN.</source>
        <translation>Позицію скопійовано в буфер обміну у форматі FEN.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <location line="-215"/>
        <location line="+216"/>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <location line="-327"/>
        <source>Save them before Ferz quits?</source>
        <translation>Зберегти їх перед виходом із Ферзя?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No file was named to open.</source>
        <translation>Не вказано файл, який треба відкрити.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>there is no such file</source>
        <translation>такого файлу немає</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a folder</source>
        <translation>це тека</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be read</source>
        <translation>його не можна прочитати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not open %1: %2.</source>
        <translation>Не вдалося відкрити %1: %2.</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+227"/>
        <source>Save &amp;As…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message numerus="yes">
        <location line="-112"/>
        <source>The clipboard holds %n games: the first is on the board.</source>
        <translation>
            <numerusform>У буфері обміну %n партія: на дошці перша.</numerusform>
            <numerusform>У буфері обміну %n партії: на дошці перша.</numerusform>
            <numerusform>У буфері обміну %n партій: на дошці перша.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Set &amp;Up Position…</source>
        <translation>Розставити п&amp;озицію…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Game (PGN)</source>
        <translation>&amp;Копіювати партію (PGN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy P&amp;osition (FEN)</source>
        <translation>Копіювати п&amp;озицію (FEN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste Game or Position</source>
        <translation>&amp;Вставити партію або позицію</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Нещодавні &amp;файли</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ferz repaired this game to read it: %1.</source>
        <translation>Щоб прочитати цю партію, Ferz довелося її виправити: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some clock times or evaluations in this game could not be read; they are kept as comments.</source>
        <translation>Деякі позначки часу чи оцінки в цій партії не вдалося прочитати; їх збережено як коментарі.</translation>
    </message>
    <message>
        <location line="-205"/>
        <location line="+121"/>
        <source>%1 vs %2</source>
        <translation>%1 проти %2</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>This game of the library cannot be read: %1</source>
        <translation>Цю партію бібліотеки не вдається прочитати: %1</translation>
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
        <translation>файл став коротшим, ніж був</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the file is in Latin-1, which cannot hold every character of the game</source>
        <translation>файл у кодуванні Latin-1, у якому не можна записати всі символи партії</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <location filename="../app/dialogs/gamepicker.cpp" line="+72"/>
        <source>Open a game from %1</source>
        <translation>Відкрити партію з %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter by player, event, date, result or opening</source>
        <translation>Фільтр за гравцем, турніром, датою, результатом або дебютом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter</source>
        <translation>Фільтр</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Партії</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event</source>
        <translation>Турнір</translation>
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
        <translation>Партій: %1 з %2</translation>
    </message>
</context>
<context>
    <name>GamePolicy</name>
    <message>
        <source>The analysis board opens when the game against the computer is over.</source>
        <translation type="vanished">Дошка аналізу відкривається, коли партію з комп’ютером закінчено.</translation>
    </message>
    <message>
        <source>A game against the computer is analysed when it is over.</source>
        <translation type="vanished">Партію з комп’ютером аналізують, коли її закінчено.</translation>
    </message>
    <message>
        <source>The analysis of this game shows when the game against the computer is over.</source>
        <translation type="vanished">Аналіз цієї партії з’являється, коли партію з комп’ютером закінчено.</translation>
    </message>
    <message>
        <source>You took back a move: this game no longer counts for your rating.</source>
        <translation type="vanished">Ви взяли хід назад: ця партія більше не йде у ваш рейтинг.</translation>
    </message>
    <message>
        <source>You asked for a hint: this game no longer counts for your rating.</source>
        <translation type="vanished">Ви попросили підказку: ця партія більше не йде у ваш рейтинг.</translation>
    </message>
    <message>
        <location filename="../app/game/gamepolicy.cpp" line="+55"/>
        <source>The computer&apos;s evaluation shows when the game is over or stopped.</source>
        <translation>Оцінка комп’ютера з’явиться, коли партію закінчено або зупинено.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The analysis board opens when the game is over or stopped (Game → Stop Game).</source>
        <translation>Дошка аналізу відкривається, коли партію закінчено або зупинено (Партія → Зупинити партію).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is analysed when it is over or stopped (Game → Stop Game).</source>
        <translation>Партію аналізують, коли її закінчено або зупинено (Партія → Зупинити партію).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The analysis of this game shows when the game is over or stopped.</source>
        <translation>Аналіз цієї партії з’явиться, коли партію закінчено або зупинено.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This rated game stays as it ended: its result counts. Play from Here plays on from a position of it.</source>
        <translation>Ця рейтингова партія лишається такою, як закінчилася: її результат зараховано. «Грати звідси» продовжує гру з будь-якої її позиції.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer has analysed this game, so it is not played on. Play from Here plays on from a position of it.</source>
        <translation>Комп’ютер проаналізував цю партію, тож її не продовжити. «Грати звідси» продовжує гру з будь-якої її позиції.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Take back your move? This game will then no longer count for your rating.</source>
        <translation>Взяти хід назад? Тоді ця партія більше не йтиме у ваш рейтинг.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for a hint? This game will then no longer count for your rating.</source>
        <translation>Попросити підказку? Тоді ця партія більше не йтиме у ваш рейтинг.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The opening tree is shown when the game has ended or is stopped (Game → Stop Game).</source>
        <translation>Дерево дебютів показується, коли партію закінчено або зупинено (Партія → Зупинити партію).</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <location filename="../app/dialogs/gameswindow.cpp" line="+269"/>
        <location filename="../app/dialogs/librarymodel.cpp" line="+89"/>
        <source>Full</source>
        <translation>Повна</translation>
    </message>
    <message>
        <location filename="../app/dialogs/librarymodel.cpp" line="+27"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Чорні</translation>
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
        <translation>Рівень</translation>
    </message>
    <message>
        <location filename="../app/dialogs/librarymodel.cpp" line="+1"/>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Ходи</translation>
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
        <translation>Партії</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+311"/>
        <source>Analysing game %1 of %2…</source>
        <translation>Аналіз партії %1 з %2…</translation>
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
        <translation>Пошук за гравцями, турніром, дебютом або датою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search</source>
        <translation>Пошук</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Суперник</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your colour</source>
        <translation>Ваш колір</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played</source>
        <translation>Зіграна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Варіант</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Import progress</source>
        <translation>Перебіг імпорту</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Library update progress</source>
        <extracomment>The accessible name of the Games window&apos;s progress bar while an older library is brought up to date at start-up.</extracomment>
        <translation>Перебіг оновлення бібліотеки</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>&amp;Open</source>
        <translation>&amp;Відкрити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the game for review</source>
        <translation>Відкрити партію для розбору</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Експорт…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the selected games in a PGN file</source>
        <translation>Зберегти вибрані партії у файл PGN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>В&amp;идалити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Імпорт…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the games of PGN files, such as lichess or chess.com exports</source>
        <translation>Додати партії з файлів PGN, наприклад вивантажень lichess чи chess.com</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation>Ана&amp;ліз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse the selected games in the background: marks, reasons and better moves, kept in the library</source>
        <translation>Проаналізувати вибрані партії у фоні: позначки, причини й кращі ходи зберігаються в бібліотеці</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analysis progress</source>
        <translation>Перебіг аналізу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the Analysis</source>
        <translation>Скасувати аналіз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;Names…</source>
        <translation>Ваші іме&amp;на…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The names you play under elsewhere, to find your games among those imported</source>
        <translation>Імена, під якими ви граєте деінде: за ними серед імпортованих партій знаходяться ваші</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Any level</source>
        <translation>Будь-який рівень</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Either colour</source>
        <translation>Будь-який колір</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had White</source>
        <translation>Ви грали білими</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had Black</source>
        <translation>Ви грали чорними</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any result</source>
        <translation>Будь-який результат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won</source>
        <translation>Ви виграли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Нічия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lost</source>
        <translation>Ви програли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any time</source>
        <translation>За весь час</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation>Останні 7 днів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>Останні 30 днів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Останні 12 місяців</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any variant</source>
        <translation>Будь-який варіант</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard chess</source>
        <translation>Звичайні шахи</translation>
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
        <translation>Не вдається відкрити бібліотеку партій.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Any opponent</source>
        <translation>Будь-який суперник</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Games: %1</source>
        <translation>Партій: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games shown: %1 of %2</source>
        <translation>Показано партій: %1 з %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Analysis cancelled. Games analysed: %1.</source>
        <extracomment>The end of the Games window&apos;s analysis: how many games were analysed.</extracomment>
        <translation>Аналіз скасовано. Проаналізовано партій: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games analysed: %1.</source>
        <translation>Проаналізовано партій: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games that could not be analysed: %1 (%2).</source>
        <translation>Не вдалося проаналізувати партій: %1 (%2).</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+8"/>
        <source>Export games</source>
        <translation>Експорт партій</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 could not be written: %2</source>
        <translation>Не вдалося записати %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>games.pgn</source>
        <translation>партії.pgn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PGN files (*.pgn)</source>
        <translation>Файли PGN (*.pgn)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games exported: %1, to %2</source>
        <translation>Експортовано партій: %1, до %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>Delete games</source>
        <translation>Видалення партій</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The games could not be deleted: %1</source>
        <translation>Не вдалося видалити партії: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete this game from the library?</source>
        <translation>Видалити цю партію з бібліотеки?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected games (%1) from the library?</source>
        <translation>Видалити вибрані партії (%1) з бібліотеки?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This cannot be undone. Export them first to keep a copy.</source>
        <translation>Це не можна скасувати. Щоб зберегти копію, спершу експортуйте їх.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Importing…</source>
        <translation>Імпорт…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your names</source>
        <translation>Ваші імена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Besides %1, the names you play under (on lichess, on chess.com), separated by commas. Your games among those imported are found by them.</source>
        <translation>Окрім %1 — імена, під якими ви граєте (на lichess, на chess.com), через кому. За ними серед імпортованих партій знаходяться ваші.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import games</source>
        <translation>Імпорт партій</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файли PGN (*.pgn);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 added, %2 already in the library, %3 could not be read.</source>
        <extracomment>The numbers of games of the files imported.</extracomment>
        <translation>Додано: %1, уже в бібліотеці: %2, не прочитано: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import cancelled.</source>
        <translation>Імпорт перервано.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not UTF-8, read as Latin-1: %1.</source>
        <translation>Не в UTF-8, прочитано як Latin-1: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first that could not be read: %1</source>
        <translation>Перша непрочитана: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games could not be added to the game library: %1.</source>
        <translation>Партії не вдалося додати до бібліотеки: %1.</translation>
    </message>
    <message>
        <location line="-382"/>
        <source>All &amp;Positions</source>
        <extracomment>Clears the Games window&apos;s search by position: every game is listed again.</extracomment>
        <translation>Усі &amp;позиції</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the games of every position again</source>
        <translation>Знову показати партії всіх позицій</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>Games that reached the position %1, in any move order.</source>
        <extracomment>Above the Games window&apos;s list: which position its games reached. %1 is &quot;after 12. Nf3&quot; or &quot;at the start&quot;.</extracomment>
        <translation>Партії, у яких виникла позиція %1, за будь-якого порядку ходів.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>Material</source>
        <translation>Матеріал</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Any material</source>
        <translation>Будь-який матеріал</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pawn endings</source>
        <translation>Пішакові ендшпілі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight endings</source>
        <translation>Кінні ендшпілі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bishop endings</source>
        <translation>Слонові ендшпілі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opposite-coloured bishops</source>
        <translation>Різнопольні слони</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bishop against knight</source>
        <translation>Слон проти коня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rook endings</source>
        <translation>Турові ендшпілі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rook and minor piece each</source>
        <translation>Тура й легка фігура в кожного</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen endings</source>
        <translation>Ферзеві ендшпілі</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Updating your library for this version of Ferz…</source>
        <extracomment>The Games window while an older library is brought up to date at start-up (its progress bar beside it).</extracomment>
        <translation>Бібліотека оновлюється для цієї версії «Ферзя»…</translation>
    </message>
</context>
<context>
    <name>HelpActions</name>
    <message>
        <location filename="../app/window/helpactions.cpp" line="+22"/>
        <source>Ferz &amp;Help</source>
        <translation>&amp;Довідка Ferz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Клавіші</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ferz</source>
        <translation>&amp;Про Ferz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About Ferz</source>
        <translation>Про Ferz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;A chess program: play the computer, review the game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Pieces: the Cburnett set by Colin M. L. Burnett (GPL). Sounds and icon made for Ferz.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;Шахова програма: грайте з комп’ютером, переглядайте партію.&lt;/p&gt;&lt;p&gt;Вільна програма під ліцензією GNU General Public License версії 3 або новішої.&lt;/p&gt;&lt;p&gt;Фігури: набір Cburnett, автор Colin M. L. Burnett (GPL). Звуки й значок створено для Ferz.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../app/dialogs/helpdialog.cpp" line="+23"/>
        <source>Ferz Help</source>
        <translation>Довідка Ferz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Help</source>
        <translation>Довідка</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Moving</source>
        <translation>Як ходити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a piece to its square, or click the piece and then the square. The squares it may go to are marked. A right click or Esc puts it back. A move can also be typed in the field under the moves, as Nf3 or g1f3. When the board refuses a move, a line above it says why.</source>
        <translation>Перетягніть фігуру на поле або клацніть фігуру, а потім поле. Поля, куди вона може піти, позначено. Правий клік або Esc повертає її на місце. Хід можна й набрати в полі під списком ходів: Nf3 або g1f3. Якщо дошка не приймає хід, рядок над нею пояснює чому.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Without the mouse</source>
        <translation>Без миші</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board takes the keyboard&apos;s focus; Tab goes through the toolbar, the buttons of the banner above the board, the board, the moves and the move field. The arrow keys move a framed square; Enter or Space picks up the piece there and puts it down on its new square; Esc puts it back. A pawn that promotes offers the queen first: the arrow keys choose another piece, Enter takes it, or press Q, R, B or N. From the moves, the arrow keys, Home and End step through the game. While a banner shows, Enter presses its framed button (New game at the end of a game).</source>
        <translation>Дошка приймає фокус клавіатури; Tab проходить панеллю інструментів, кнопками смуги повідомлення над дошкою, дошкою, списком ходів і полем ходу. Стрілки переміщують рамку полями; Enter або пробіл бере фігуру з поля й ставить її на нове поле; Esc повертає її назад. Пішак, що дійшов до останньої горизонталі, спершу пропонує ферзя: стрілки обирають іншу фігуру, Enter підтверджує; можна натиснути Q, R, B або N. У списку ходів стрілки, Home і End гортають партію. Поки видно смугу повідомлення, Enter натискає її виділену кнопку («Нова партія» наприкінці партії).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each square of the board reads as, for example, &quot;e4, white pawn&quot;, in the order the board is shown, and the moves as a list, the move on show selected. The line at the foot of the window says every move of both sides in words, check and checkmate, the end of the game, the answer to a draw offer and why a move was refused; a screen reader speaks it as a notification. While you review, it says the move on show and the analysis&apos;s verdict. View → Speak Moves says it aloud without a screen reader. View → Board Colours → High Contrast outlines the pieces on strongly contrasting squares.</source>
        <translation>Кожне поле дошки читається, наприклад, як «e4, білий пішак», у тому порядку, в якому показано дошку, а ходи — як список, де вибрано показаний хід. Рядок унизу вікна словами називає кожен хід обох сторін, шах і мат, кінець партії, відповідь на пропозицію нічиєї та причину, з якої хід не прийнято; екранний диктор вимовляє його як сповіщення. Під час перегляду він називає показаний хід і оцінку аналізу. Вигляд → Озвучувати ходи вимовляє його вголос без екранного диктора. Вигляд → Кольори дошки → Контрастна обводить фігури на сильно контрастних полях.</translation>
    </message>
    <message>
        <source>The board takes the keyboard&apos;s focus (Tab goes on to the move field and the moves). The arrow keys move a framed square; Enter or Space picks up the piece there and puts it down on its new square; Esc puts it back. A pawn that promotes offers the queen first: the arrow keys choose another piece, Enter takes it, or press Q, R, B or N. From the moves, the arrow keys, Home and End step through the game.</source>
        <translation type="vanished">Дошка приймає фокус клавіатури (Tab переходить до поля ходу та до списку ходів). Стрілки переміщують рамку полями; Enter або пробіл бере фігуру з поля й ставить її на нове поле; Esc повертає її назад. Пішак, що дійшов до останньої горизонталі, спершу пропонує ферзя: стрілки обирають іншу фігуру, Enter підтверджує; можна натиснути Q, R, B або N. У списку ходів стрілки, Home і End гортають партію.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>With a screen reader</source>
        <translation>З екранним диктором</translation>
    </message>
    <message>
        <source>Each square of the board reads as, for example, &quot;e4, white pawn&quot;, in the order the board is shown. The line at the foot of the window says every move of both sides in words, check, the end of the game, the answer to a draw offer and why a move was refused; a screen reader speaks it as a notification. While you review, it says the move on show and the analysis&apos;s verdict. View → Speak Moves says it aloud without a screen reader. View → Board Colours → High Contrast outlines the pieces on strongly contrasting squares.</source>
        <translation type="vanished">Кожне поле дошки читається, наприклад, як «e4, білий пішак», у тому порядку, в якому показано дошку. Рядок унизу вікна словами називає кожен хід обох сторін, шах, кінець партії, відповідь на пропозицію нічиєї та причину, з якої хід не прийнято; екранний диктор вимовляє його як сповіщення. Під час перегляду він називає показаний хід і оцінку аналізу. Вигляд → Озвучувати ходи вимовляє його вголос без екранного диктора. Вигляд → Кольори дошки → Контрастна обводить фігури на сильно контрастних полях.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The players and the clock</source>
        <translation>Гравці й годинник</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name and the computer&apos;s level stand above and below the board, with the captured pieces and each side&apos;s clock. A side&apos;s first move is not timed. The clocks stop while a dialog is open, and P pauses the game; the computer does not think meanwhile. A takeback gives back the board, not the time. A clock turns red when little time is left.</source>
        <translation>Над дошкою й під нею — ваше ім’я та рівень комп’ютера, взяті фігури й годинник кожної сторони. Перший хід кожної сторони не враховується. Поки відкрито діалог, годинники стоять, а P ставить партію на паузу; комп’ютер тим часом не думає. Узятий назад хід повертає дошку, але не час. Коли часу лишається мало, годинник червоніє.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Offer a draw, claim one when the rules allow, resign, or stop the game without a result (Stop Game: it does not count), from the Game menu. The result is written at the end of the moves. Undo after a resignation or an agreed draw asks first, and plays on without the result; a rated game stays as it ended.</source>
        <translation>Запропонувати нічию, вимагати її, коли правила дозволяють, здатися або зупинити партію без результату («Зупинити партію»: вона не зараховується) можна в меню «Партія». Результат записується в кінці ходів. Скасування ходу після здачі чи погодженої нічиєї спершу питає, а потім продовжує партію без результату; рейтингова партія лишається такою, як закінчилася.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click a move in the list, or use the arrow keys, to see the position after it; Home and End go to the start and back to the game. A move played on the board in review becomes a variation. Analyse Game marks each move: ?! an inaccuracy, ? a mistake, ?? a blunder, with the reason and the better move as an arrow. Each mark is checked by a deeper search before it is shown, and the words under the graph name the judge: Ferz&apos;s engine, or another installed engine, such as Stockfish, chosen as Judge of the analyses in Game → Engines. Play from Here continues against the computer from the position on show.</source>
        <translation>Клацніть хід у списку або натискайте стрілки, щоб побачити позицію після нього; Home і End ведуть до початку й назад до партії. Хід, зроблений на дошці під час розбору, стає варіантом. «Аналіз партії» позначає кожен хід: ?! — неточність, ? — помилка, ?? — груба помилка, з причиною та кращим ходом у вигляді стрілки. Кожну позначку перед показом перевіряє глибший пошук, а напис під графіком називає суддю: рушій Ferz або інший встановлений рушій, наприклад Stockfish; його вибирають як «Суддя аналізу» у вікні Партія → Рушії. «Грати звідси» продовжує гру з комп’ютером з показаної позиції.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Analysis Board (L), in the Game menu, shows the engine&apos;s best lines for the position on show, with the evaluation from White&apos;s side (+1.20 is good for White, #5 a mate in five), a bar beside the board and the best moves as arrows. It follows every step through the game; click a move of a line to add the line up to it as a variation. Choose the engine and the number of lines above them, threads and memory under ⋯. While a game is being played it waits, as Analyse Game does, until the game has ended or is stopped.</source>
        <translation>Дошка аналізу (L) у меню «Партія» показує найкращі лінії рушія для позиції на дошці, з оцінкою з погляду білих (+1.20 — перевага білих, #5 — мат у п’ять ходів), смугу поруч із дошкою та найкращі ходи стрілками. Вона стежить за кожним кроком партією; клацання на ході лінії додає лінію до цього ходу як варіант. Рушій і кількість ліній вибирають над ними, потоки й пам’ять — під ⋯. Поки партія триває, вона, як і «Аналіз партії», чекає, доки партію не закінчено або не зупинено.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Arrows and marks</source>
        <translation>Стрілки та позначки</translation>
    </message>
    <message>
        <source>Drag with the right mouse button to draw an arrow; right-click a square to mark it. Green without a key, red with Shift, blue with Alt, yellow with Shift and Alt; the same again takes it away, a left click clears the board. By keys: X marks the framed square, V on one square and V on another draws an arrow, Delete clears. They belong to the move on show and are saved in its comment, as lichess and ChessBase save them. Export Diagram, in the Game menu, writes the position on show with them as a PNG or SVG picture; Copy Position as Image, in the Edit menu, copies it.</source>
        <translation type="vanished">Тягніть правою кнопкою миші, щоб намалювати стрілку; клацання правою кнопкою по полю позначає його. Зелений без клавіші, червоний із Shift, синій з Alt, жовтий із Shift і Alt; те саме ще раз прибирає позначку, клацання лівою кнопкою очищає дошку. З клавіатури: X позначає поле в рамці, V на одному полі та V на іншому малює стрілку, Delete очищає. Вони належать до показаного ходу й зберігаються в його коментарі, як їх зберігають lichess і ChessBase. «Експорт діаграми» в меню «Партія» записує показану позицію з ними як зображення PNG або SVG; «Копіювати позицію як зображення» в меню «Редагування» копіює її.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A game against Ferz at a level, from the usual start (not an opening chosen to practise), counts for your rating (Glicko-2) when it ends without a move taken back or a hint, which ask first; New Game says whether the game it sets up is rated. Each level counts at the Elo it measured in matches. The rating stands beside your name, with how sure it is (± one deviation); Games (Ctrl+L), Rating, shows its course, and New Game suggests a level for even chances and one a bit harder.</source>
        <translation>Партія з Ferz на рівні з початкової позиції (не з дебюту, вибраного для тренування) йде у ваш рейтинг (Glicko-2), якщо вона закінчилася без узятих назад ходів і підказок, які спершу питають; «Нова партія» каже, чи буде партія рейтинговою. Кожен рівень враховується за Ело, виміряним у матчах. Рейтинг стоїть поруч із вашим іменем разом із його точністю (± одне відхилення); «Партії» (Ctrl+L), вкладка «Рейтинг», показує його історію, а «Нова партія» пропонує рівень для рівної гри й трохи сильніший.</translation>
    </message>
    <message>
        <source>Your name and the computer&apos;s level stand above and below the board, with the captured pieces and each side&apos;s clock. A side&apos;s first move is not timed. The clocks stop while a dialog is open, and P pauses the game. A clock turns red when little time is left.</source>
        <translation type="vanished">Над дошкою й під нею — ваше ім’я та рівень комп’ютера, взяті фігури й годинник кожної сторони. Перший хід кожної сторони не враховується. Поки відкрито діалог, годинники стоять; P ставить партію на паузу. Коли часу лишається мало, годинник червоніє.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Levels</source>
        <translation>Рівні</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Levels are Elo ratings measured against other engines: 600 is a beginner, 1200 a casual player, 1600 a club player, 2000 and above a strong player. Full strength plays as well as Ferz can. Hints (H) come from full strength, whatever the level.</source>
        <translation>Рівні — це рейтинги Ело, виміряні в партіях з іншими програмами: 600 — новачок, 1200 — аматор, 1600 — клубний гравець, 2000 і вище — сильний гравець. На повній силі Ferz грає так добре, як може. Підказки (H) завжди даються на повній силі.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Openings</source>
        <translation>Дебюти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opening reached is named above the moves, by its ECO code and name, and saved with the game. Ferz plays its openings from a book of sound lines: a beginner knows a few moves of the common openings, a strong level the main lines further, full strength the whole book. New Game chooses the book (Ferz&apos;s, none, or a Polyglot .bin file of your own) and an opening to practise: type any words of its name, and the game starts from its position.</source>
        <translation>Над ходами показано дебют, до якого дійшла партія: його код ECO і назву; вони зберігаються разом із партією. Ферзь грає дебюти за книгою надійних варіантів: новачок знає кілька ходів поширених дебютів, сильний рівень — головні варіанти глибше, повна сила — всю книгу. У вікні «Нова партія» вибирається книга (книга Ферзя, жодної або ваш файл Polyglot .bin) і дебют для відпрацювання: введіть будь-які слова з його назви, і партія почнеться з його позиції.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ending a game</source>
        <translation>Кінець партії</translation>
    </message>
    <message>
        <source>Offer a draw, claim one when the rules allow, or resign, from the Game menu. The result is written at the end of the moves. Undo after a resignation or an agreed draw asks first, and plays on without the result.</source>
        <translation type="vanished">Запропонувати нічию, вимагати її, коли правила дозволяють, або здатися можна в меню «Партія». Результат записується в кінці ходів. Скасування ходу після здачі чи погодженої нічиєї спершу питає, а потім продовжує партію без результату.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review</source>
        <translation>Розбір</translation>
    </message>
    <message>
        <source>Click a move in the list, or use the arrow keys, to see the position after it; Home and End go to the start and back to the game. A move played on the board in review becomes a variation. Analyse Game marks each move: ?! an inaccuracy, ? a mistake, ?? a blunder, with the reason and the better move as an arrow. Play from Here continues against the computer from the position on show.</source>
        <translation type="vanished">Клацніть хід у списку або натискайте стрілки, щоб побачити позицію після нього; Home і End ведуть до початку й назад до партії. Хід, зроблений на дошці під час розбору, стає варіантом. «Аналіз партії» позначає кожен хід: ?! — неточність, ? — помилка, ?? — груба помилка, з причиною та кращим ходом у вигляді стрілки. «Грати звідси» продовжує гру з комп’ютером з показаної позиції.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The analysis board</source>
        <translation>Дошка аналізу</translation>
    </message>
    <message>
        <source>Analysis Board (L), in the Game menu, shows the engine&apos;s best lines for the position on show, with the evaluation from White&apos;s side (+1.20 is good for White, #5 a mate in five), a bar beside the board and the best moves as arrows. It follows every step through the game; click a move of a line to add the line up to it as a variation. Choose the engine and the number of lines above them, threads and memory under ⋯. It is not available while you play against the computer.</source>
        <translation type="vanished">Дошка аналізу (L) у меню «Партія» показує найкращі лінії рушія для позиції на дошці, з оцінкою з погляду білих (+1.20 — перевага білих, #5 — мат у п’ять ходів), смугу поруч із дошкою та найкращі ходи стрілками. Вона стежить за кожним кроком партією; клацання на ході лінії додає лінію до цього ходу як варіант. Рушій і кількість ліній вибирають над ними, потоки й пам’ять — під ⋯. Під час гри з комп’ютером вона недоступна.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your notes</source>
        <translation>Ваші нотатки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment (Ctrl+K) writes your own comment on the move on show. The Moves menu, or a right click on a move, gives the move a glyph such as ! or ?, and the position after it one such as ±. Ctrl+Alt+Z undoes such an edit; they are saved with the game.</source>
        <translation>«Коментар» (Ctrl+K) додає ваш власний коментар до показаного ходу. Меню «Ходи» або клацання правою кнопкою по ходу дає ходу знак, наприклад ! або ?, а позиції після нього — знак на зразок ±. Ctrl+Alt+Z скасовує таку правку; усе це зберігається разом із партією.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drag with the right mouse button to draw an arrow; right-click a square to mark it. Green without a key, red with Shift, blue with Alt, yellow with Shift and Alt; the same again takes it away, a left click clears the board. By keys: X marks the framed square, V on one square and V on another draws an arrow, Delete clears. They belong to the move on show and are saved in its comment, as lichess and ChessBase save them. Export Diagram, in the File menu, writes the position on show with them as a PNG or SVG picture; Copy Position as Image, in the Edit menu, copies it.</source>
        <translation>Тягніть правою кнопкою миші, щоб намалювати стрілку; клацання правою кнопкою по полю позначає його. Зелений без клавіші, червоний із Shift, синій з Alt, жовтий із Shift і Alt; те саме ще раз прибирає позначку, клацання лівою кнопкою очищає дошку. З клавіатури: X позначає поле в рамці, V на одному полі та V на іншому малює стрілку, Delete очищає. Вони належать до показаного ходу й зберігаються в його коментарі, як їх зберігають lichess і ChessBase. «Експорт діаграми» в меню «Файл» записує показану позицію з ними як зображення PNG або SVG; «Копіювати позицію як зображення» в меню «Редагування» копіює її.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your rating</source>
        <translation>Ваш рейтинг</translation>
    </message>
    <message>
        <source>A game against Ferz at a level, from the usual start, counts for your rating (Glicko-2) when it ends without a move taken back or a hint; New Game says whether the game it sets up is rated. Each level counts at the Elo it measured in matches. The rating stands beside your name, with how sure it is (± one deviation); Games (Ctrl+L), Rating, shows its course, and New Game suggests a level for even chances and one a bit harder.</source>
        <translation type="vanished">Партія з Ferz на рівні з початкової позиції йде у ваш рейтинг (Glicko-2), якщо вона закінчилася без узятих назад ходів і підказок; «Нова партія» каже, чи буде партія рейтинговою. Кожен рівень враховується за Ело, виміряним у матчах. Рейтинг стоїть поруч із вашим іменем разом із його точністю (± одне відхилення); «Партії» (Ctrl+L), вкладка «Рейтинг», показує його історію, а «Нова партія» пропонує рівень для рівної гри й трохи сильніший.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Training</source>
        <translation>Тренування</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each game, Ferz looks at your moves in the background and keeps each mistake and blunder as a position to train on; games you import under your names count too. Train (Ctrl+T) shows the positions due: find a better move. A move as good as the engine&apos;s is accepted; another is explained, and you may try again or see the solution. A position you solve comes back later and later; one you miss, the next day.</source>
        <translation>Після кожної партії Ferz у фоні переглядає ваші ходи й зберігає кожну помилку та грубу помилку як позицію для тренування; імпортовані під вашими іменами партії теж враховуються. «Тренування» (Ctrl+T) показує позиції до повторення: знайдіть кращий хід. Хід не гірший за хід рушія приймається; інший пояснюється, і можна спробувати ще раз або подивитися розв’язок. Розв’язана позиція повертається дедалі пізніше; нерозв’язана — наступного дня.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your games</source>
        <translation>Ваші партії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress is kept on disk after every move and comes back when Ferz starts again. Every game you play is kept in your game library: Games (Ctrl+L) lists them, to search, filter, sort by a column, open for review, export as PGN or delete. Import adds the games of PGN files, such as your lichess or chess.com exports; Your Names tells Ferz which player is you. ferz --import file.pgn does the same without a window. Save (Ctrl+S) writes a game as a PGN file; before the changes you made to a game of a file are replaced, Ferz asks.</source>
        <translation>Поточна партія зберігається на диск після кожного ходу й повертається під час наступного запуску Ferz. Кожна зіграна вами партія зберігається у вашій бібліотеці партій: «Партії» (Ctrl+L) показує їх список, де можна шукати, фільтрувати, сортувати за стовпцем, відкривати для розбору, експортувати в PGN або видаляти. «Імпорт» додає партії з файлів PGN, наприклад ваші вивантаження з lichess чи chess.com; «Ваші імена» підказує Ferz, котрий із гравців — ви. ferz --import файл.pgn робить те саме без вікна. «Зберегти» (Ctrl+S) записує партію у файл PGN; перш ніж замінити ваші зміни в партії з файлу, Ferz питає.</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <location filename="../app/library/library.cpp" line="+342"/>
        <location line="+79"/>
        <location line="+212"/>
        <source>it is not a Ferz library</source>
        <translation>це не бібліотека Ferz</translation>
    </message>
    <message>
        <location line="-264"/>
        <source>The folder of the game library, %1, cannot be made.</source>
        <translation>Не вдається створити теку бібліотеки партій %1.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your game library %1 is from a newer Ferz, so this one leaves it untouched and keeps no games in it.</source>
        <translation>Бібліотеку партій %1 створила новіша версія Ferz, тому ця версія її не чіпає і не зберігає в неї партії.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another program keeps your game library %1 locked, so it is left untouched. Close that program and start Ferz again to use it.</source>
        <translation>Інша програма заблокувала бібліотеку партій %1, тому її залишено як є. Закрийте ту програму і знову запустіть Ferz.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game library %1 cannot be opened: %2</source>
        <translation>Не вдається відкрити бібліотеку партій %1: %2</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>%1 cannot be moved aside</source>
        <translation>%1 не вдається відкласти вбік</translation>
    </message>
    <message>
        <location line="-278"/>
        <source>it was made by a newer Ferz</source>
        <translation>її створено новішою версією Ferz</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>the library&apos;s file or its folder is read-only</source>
        <translation>файл бібліотеки або його тека доступні лише для читання</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>диск заповнено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another program is using the game library</source>
        <translation>бібліотекою користується інша програма</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk could not be read or written</source>
        <translation>диск не вдалося прочитати або записати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the library&apos;s file is damaged</source>
        <translation>файл бібліотеки пошкоджено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the library&apos;s file cannot be opened</source>
        <translation>файл бібліотеки не вдається відкрити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you are not allowed to use the library&apos;s file</source>
        <translation>у вас немає прав на файл бібліотеки</translation>
    </message>
    <message>
        <source>another program keeps it locked</source>
        <translation type="vanished">її заблокувала інша програма</translation>
    </message>
    <message>
        <location line="+315"/>
        <source>it is damaged</source>
        <translation>її пошкоджено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game library could not be used (%1). It was moved to %2, and a new library was made.</source>
        <translation>Вашу бібліотеку партій не вдалося використати (%1). Її переміщено до %2, і створено нову бібліотеку.</translation>
    </message>
    <message>
        <location filename="../app/library/librarystore.cpp" line="+41"/>
        <location line="+36"/>
        <source>the game library is not open</source>
        <translation>бібліотеку партій не відкрито</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read</source>
        <translation>%1 не вдається прочитати</translation>
    </message>
</context>
<context>
    <name>LibraryKeeper</name>
    <message>
        <location filename="../app/window/librarykeeper.cpp" line="+27"/>
        <source>Your games cannot be kept in the game library: %1</source>
        <translation>Ваші партії не вдається зберігати в бібліотеці: %1</translation>
    </message>
</context>
<context>
    <name>LibraryWindows</name>
    <message>
        <location filename="../app/window/librarywindows.cpp" line="+112"/>
        <source>It waits while you play.</source>
        <translation>Він чекає, поки ви граєте.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It waits while the computer runs on its battery.</source>
        <translation>Він чекає, поки комп’ютер працює від батареї.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Games…</source>
        <translation>Па&amp;ртії…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Train…</source>
        <translation>&amp;Тренування…</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>The games with this position are shown once the game has ended.</source>
        <translation>Партії з цією позицією показуються після закінчення партії.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games of the library that reached the position on show, in any move order</source>
        <translation>Партії бібліотеки, у яких виникла показана позиція, за будь-якого порядку ходів</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>after %1</source>
        <extracomment>Games with This Position: the position, in &quot;Games that reached the position %1&quot;.</extracomment>
        <translation>після %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the start</source>
        <translation>на початку партії</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Games &amp;with This Position</source>
        <translation>Партії з &amp;цією позицією</translation>
    </message>
</context>
<context>
    <name>LiveAnalysis</name>
    <message>
        <location filename="../app/game/liveanalysis.cpp" line="+117"/>
        <source>%1 does not play Chess960: Ferz analyses this game.</source>
        <translation>%1 не грає в Chess960: цю партію аналізує Ferz.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/window/mainwindow.cpp" line="+166"/>
        <source>Your game is back, as you left it, with the clocks paused. Press P to play on.</source>
        <translation>Вашу партію відновлено такою, якою ви її залишили; годинники на паузі. Натисніть P, щоб продовжити.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is back, as you left it.</source>
        <translation>Ваша партія повернулася — такою, якою ви її залишили.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The game cannot be kept safe on disk: %1</source>
        <translation>Не вдається зберегти партію на диск: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="vanished">Нова партія</translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="vanished">Переглянути</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation type="vanished">Аналіз</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Закрити</translation>
    </message>
    <message>
        <source>Claim draw</source>
        <translation type="vanished">Вимагати нічию</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation type="vanished">Грати далі</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation type="vanished">Повернутися до партії</translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="vanished">Гаразд</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>A new game. %1.</source>
        <translation>Нова партія. %1.</translation>
    </message>
    <message>
        <source>Your move repeats the position a third time: you may claim a draw, or play on.</source>
        <translation type="vanished">Ваш хід повторює позицію втретє: ви можете вимагати нічию або грати далі.</translation>
    </message>
    <message>
        <source>Your move completes fifty moves without a capture or a pawn move: you may claim a draw, or play on.</source>
        <translation type="vanished">Вашим ходом завершується п’ятдесят ходів без взять і ходів пішаками: ви можете вимагати нічию або грати далі.</translation>
    </message>
    <message>
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation type="vanished">Ця позиція повторилася тричі: ви можете вимагати нічию.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation type="vanished">П’ятдесят ходів без взять і ходів пішаками: ви можете вимагати нічию.</translation>
    </message>
    <message>
        <source>Paused: press P to play on</source>
        <translation type="vanished">Пауза: натисніть P, щоб продовжити</translation>
    </message>
    <message>
        <source>You may claim a draw: the computer waits until you claim or play on</source>
        <translation type="vanished">Ви можете вимагати нічию: комп’ютер чекає, доки ви її не вимагатимете або не продовжите гру</translation>
    </message>
    <message>
        <source>From a file, White to move: a move plays on against %1</source>
        <translation type="vanished">З файлу, хід білих: хід продовжить партію проти %1</translation>
    </message>
    <message>
        <source>From a file, Black to move: a move plays on against %1</source>
        <translation type="vanished">З файлу, хід чорних: хід продовжить партію проти %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="vanished">Хід білих</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="vanished">Хід чорних</translation>
    </message>
    <message>
        <source>Your move (White)</source>
        <translation type="vanished">Ваш хід (білі)</translation>
    </message>
    <message>
        <source>Your move (Black)</source>
        <translation type="vanished">Ваш хід (чорні)</translation>
    </message>
    <message>
        <source>White (the computer) to move</source>
        <translation type="vanished">Хід білих (комп’ютер)</translation>
    </message>
    <message>
        <source>Black (the computer) to move</source>
        <translation type="vanished">Хід чорних (комп’ютер)</translation>
    </message>
    <message>
        <source> — the white king is in check</source>
        <translation type="vanished"> — білому королю шах</translation>
    </message>
    <message>
        <source> — the black king is in check</source>
        <translation type="vanished"> — чорному королю шах</translation>
    </message>
    <message>
        <location line="+380"/>
        <source>Ferz cannot speak: no speech engine is installed. Install speech-dispatcher (or Qt&apos;s flite plugin), or use a screen reader.</source>
        <translation>Ферзь не може говорити: не встановлено синтезатор мовлення. Встановіть speech-dispatcher (або модуль flite для Qt) чи скористайтеся екранним диктором.</translation>
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
        <translation>&amp;Партія</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Moves</source>
        <translation>&amp;Ходи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Library</source>
        <translation>&amp;Бібліотека</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>New</source>
        <translation>Нова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Вперед</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Підказка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip</source>
        <translation>Повернути</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw?</source>
        <translation>Нічия?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign</source>
        <translation>Здатися</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>Аналіз</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Game</source>
        <translation>Партія</translation>
    </message>
</context>
<context>
    <name>MoveListAccessible</name>
    <message>
        <location filename="../app/window/movelistaccessible.cpp" line="+90"/>
        <source>The moves of the game; the arrow keys step through them</source>
        <translation>Ходи партії; стрілки гортають їх</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Move %1, %2</source>
        <extracomment>A move of the move list as a screen reader says it: &quot;Move 12, Black: knight from g8 to f6.&quot;</extracomment>
        <translation>Хід %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Variation: %1</source>
        <extracomment>A move of a variation: &quot;Variation: Move 12, …&quot;</extracomment>
        <translation>Варіант: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/dialogs/newgamedialog.cpp" line="+50"/>
        <source>New game</source>
        <translation>Нова партія</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ferz</source>
        <translation>Ferz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another person, at this board</source>
        <translation>Інша людина, за цією дошкою</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The other player</source>
        <translation>Інший гравець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the board towards the side to move</source>
        <translation>Повертати дошку до сторони, чий хід</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White</source>
        <translation>Білими</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Чорними</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+112"/>
        <source>Random</source>
        <translation>Випадково</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>No clock</source>
        <translation>Без годинника</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 min + %2 s a move</source>
        <translation>%1 хв + %2 с за хід</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other</source>
        <translation>Інше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> min</source>
        <translation> хв</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes for the game; 0: no clock</source>
        <translation>Хвилини на партію; 0 — без годинника</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> s a move</source>
        <translation> с за хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+136"/>
        <source>Seconds added after each move</source>
        <translation>Секунди, що додаються після кожного ходу</translation>
    </message>
    <message>
        <location line="-126"/>
        <source>You</source>
        <translation>Ви</translation>
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
        <translation>Інший файл книги…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The opening moves the computer knows: Ferz&apos;s own book, none, or a Polyglot book file (.bin)</source>
        <translation>Дебютні ходи, які знає комп&apos;ютер: власна книга Ферзя, жодної або файл книги Polyglot (.bin)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>None: the usual start</source>
        <translation>Ні: звичайний початок</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No opening&apos;s name holds “%1”. Try fewer letters, or its ECO code.</source>
        <translation>Жодна назва дебюту не містить «%1». Введіть менше літер або код ECO.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start from a named opening: its moves are played, and the game goes on from there. Type part of its name to find it.</source>
        <translation>Почати з відомого дебюту: його ходи буде зіграно, і партія продовжиться з цього місця. Введіть частину назви, щоб знайти його.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Standard chess</source>
        <translation>Звичайні шахи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chess960 (Fischer random chess): the pieces of the back rank start on one of 960 arrangements, the same for both sides; castling puts king and rook on their usual squares</source>
        <translation>Chess960 (шахи Фішера): фігури першої горизонталі стоять в одній із 960 розстановок, однаковій для обох сторін; рокіровка ставить короля й туру на їхні звичні поля</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The start position&apos;s number, 0 to 959 (518 is the standard one), or Random: a new one each game, shown above the moves</source>
        <translation>Номер початкової позиції, від 0 до 959 (518 — звичайна), або «Випадково»: нова в кожній партії, номер показано над ходами</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chess960 start position</source>
        <translation>Початкова позиція Chess960</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Standard start position</source>
        <translation>Стандартна початкова позиція</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your name:</source>
        <translation>Ваше ім’я:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent:</source>
        <translation>Суперник:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their name:</source>
        <translation>Ім’я суперника:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play:</source>
        <translation>Ви граєте:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level:</source>
        <translation>Рівень комп’ютера:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For you:</source>
        <translation>Для вас:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opening book:</source>
        <translation>Дебютна книга:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Clock:</source>
        <translation>Годинник:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minutes for each player</source>
        <translation>Хвилин кожному гравцеві</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variant:</source>
        <translation>Варіант:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start position:</source>
        <translation>Початкова позиція:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Practise an opening:</source>
        <translation>Відпрацювати дебют:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start position (FEN):</source>
        <translation>Початкова позиція (FEN):</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Play</source>
        <translation>Грати</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Choose an opening book</source>
        <translation>Виберіть дебютну книгу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polyglot opening books (*.bin);;All files (*)</source>
        <translation>Дебютні книги Polyglot (*.bin);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>a new position each game</source>
        <translation>нова позиція в кожній партії</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Rated: the result moves your rating. Taking back a move or asking for a hint makes the game unrated.</source>
        <translation>Рейтингова: результат змінить ваш рейтинг. Якщо взяти хід назад або попросити підказку, партія перестане бути рейтинговою.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not rated: only Ferz&apos;s levels are measured.</source>
        <translation>Не рейтингова: виміряно лише рівні Ferz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated: two people play.</source>
        <translation>Не рейтингова: грають дві людини.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rated: the opening to practise is chosen, not played.</source>
        <translation>Не рейтингова: дебют для тренування вибрано, а не зіграно.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated: Chess960 games do not count for your rating (the levels are measured in standard chess).</source>
        <translation>Не рейтингова: партії Chess960 не йдуть до вашого рейтингу (рівні виміряно у звичайних шахах).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated: the game starts from a set-up position.</source>
        <translation>Не рейтингова: партія починається з розставленої позиції.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: about even</source>
        <translation>%1: приблизно на рівних</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a bit harder</source>
        <translation>%1: трохи сильніше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your rating is %1 ± %2.</source>
        <translation>Ваш рейтинг: %1 ± %2.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>None: two people play</source>
        <translation>Немає: грають дві людини</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set by the engine&apos;s options (Engines…)</source>
        <translation>Задається параметрами рушія (Рушії…)</translation>
    </message>
</context>
<context>
    <name>OpeningBook</name>
    <message>
        <location filename="../app/game/openingbook.cpp" line="+20"/>
        <source>%1 cannot be used as an opening book: %2.</source>
        <translation>%1 не можна використати як дебютну книгу: %2.</translation>
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
        <translation>Дерево &amp;дебютів</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>The game ended in this position, so no move is played after it here. Step back through the game to play a move as a variation.</source>
        <translation>Партія закінчилася в цій позиції, тому тут хід після неї не робиться. Поверніться назад партією, щоб зіграти хід як варіант.</translation>
    </message>
</context>
<context>
    <name>OpeningTreeModel</name>
    <message>
        <location filename="../app/window/openingtreemodel.cpp" line="+147"/>
        <source>1 game</source>
        <translation>1 партія</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n партія</numerusform>
            <numerusform>%n партії</numerusform>
            <numerusform>%n партій</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1 draw</source>
        <translation>1 нічия</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n draws</source>
        <translation>
            <numerusform>%n нічия</numerusform>
            <numerusform>%n нічиї</numerusform>
            <numerusform>%n нічиїх</numerusform>
        </translation>
    </message>
    <message>
        <location line="-2"/>
        <source>White scores %1 percent</source>
        <translation>білі набирають %1 відсотків</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black scores %1 percent</source>
        <translation>чорні набирають %1 відсотків</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>last played %1</source>
        <translation>востаннє зіграно %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>in the book, %1 percent</source>
        <translation>у книзі, %1 відсотків</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Move</source>
        <translation>Хід</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <translation>Партії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Нічиї</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last</source>
        <translation>Остання</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Book</source>
        <translation>Книга</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move played from the position on show</source>
        <translation>Хід, зроблений у показаній позиції</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games of the library that played it</source>
        <translation>Партії бібліотеки, у яких його зіграно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The score of the side to move with it</source>
        <translation>Очки сторони, що робить хід, з ним</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its draws</source>
        <translation>Нічиї з ним</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last date it was played</source>
        <translation>Остання дата, коли його зіграно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its share of the opening book&apos;s weight</source>
        <translation>Його частка ваги в дебютній книзі</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>in the book, less than 1 percent</source>
        <translation>у книзі, менше 1 відсотка</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>in your repertoire as White and as Black</source>
        <translation>у вашому репертуарі за білих і за чорних</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in your repertoire as White</source>
        <translation>у вашому репертуарі за білих</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in your repertoire as Black</source>
        <translation>у вашому репертуарі за чорних</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>in your repertoire</source>
        <translation>у вашому репертуарі</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A star: the move is in your repertoire</source>
        <translation>Зірочка: хід є у вашому репертуарі</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Opp.</source>
        <translation>Супер.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The opponents&apos; average rating: Ferz&apos;s level in the games it played, else the rating of the side not to move</source>
        <translation>Середній рейтинг суперників: рівень Ferz у його партіях, інакше рейтинг сторони, що не ходить</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>opponents&apos; average rating %1</source>
        <translation>середній рейтинг суперників %1</translation>
    </message>
</context>
<context>
    <name>OpeningTreePanel</name>
    <message>
        <location filename="../app/window/openingtreepanel.cpp" line="+126"/>
        <source>Reading the library…</source>
        <translation>Читання бібліотеки…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game of the library went on from this position, and the book has no move here.</source>
        <translation>Жодна партія бібліотеки не продовжилася з цієї позиції, і в книзі немає ходу тут.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>All games</source>
        <translation>Усі партії</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My games</source>
        <translation>Мої партії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mine as White</source>
        <translation>Мої за білих</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mine as Black</source>
        <translation>Мої за чорних</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imported</source>
        <translation>Імпортовані</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A player&apos;s games</source>
        <translation>Партії гравця</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games in the opening tree</source>
        <translation>Партії в дереві дебютів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player&apos;s name</source>
        <translation>Ім’я гравця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening tree</source>
        <translation>Дерево дебютів</translation>
    </message>
    <message>
        <source>The moves played from the position on show in the library&apos;s games, and the book&apos;s. Enter plays the move.</source>
        <translation type="vanished">Ходи, зроблені з показаної позиції в партіях бібліотеки, і ходи книги. Enter робить хід.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The moves played from the position on show in the library&apos;s games, and the book&apos;s. Enter plays the move; Insert adds it to your repertoire for the side to move, Shift+Insert for the other side, Delete takes it out.</source>
        <translation>Ходи, зроблені з показаної позиції в партіях бібліотеки, і ходи книги. Enter робить хід. Insert додає його до вашого репертуару за сторону, чий хід, Shift+Insert — за іншу сторону, Delete прибирає його.</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Add to My Repertoire as White</source>
        <translation>Додати до мого репертуару за білих</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>The game library cannot be used now, and the book has no move here.</source>
        <translation>Бібліотеку партій зараз не можна використати, і в книзі немає ходу тут.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game library cannot be used now, so only the book&apos;s moves are shown.</source>
        <translation>Бібліотеку партій зараз не можна використати, тому показано лише ходи книги.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Add to My Repertoire as Black</source>
        <translation>Додати до мого репертуару за чорних</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove from My Repertoire</source>
        <translation>Прибрати з мого репертуару</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../app/game/outcome.cpp" line="+222"/>
        <source>Checkmate — White wins</source>
        <translation>Мат — білі виграли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkmate — Black wins</source>
        <translation>Мат — чорні виграли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by stalemate</source>
        <translation>Нічия: пат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw: neither side can mate</source>
        <translation>Нічия: жодна сторона не може поставити мат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by fivefold repetition</source>
        <translation>Нічия: позиція повторилася п’ять разів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 75-move rule</source>
        <translation>Нічия за правилом 75 ходів</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation>Нічия: позиція повторилася тричі, нічию вимагав комп’ютер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by threefold repetition, claimed by you</source>
        <translation>Нічия: позиція повторилася тричі, нічию вимагали ви</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by threefold repetition, claimed by White</source>
        <translation>Нічия: позиція повторилася тричі, нічию вимагали білі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by threefold repetition, claimed by Black</source>
        <translation>Нічия: позиція повторилася тричі, нічию вимагали чорні</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation>Нічия за правилом 50 ходів, її вимагав комп’ютер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation>Нічия за правилом 50 ходів, її вимагали ви</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 50-move rule, claimed by White</source>
        <translation>Нічия за правилом 50 ходів, її вимагали білі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by the 50-move rule, claimed by Black</source>
        <translation>Нічия за правилом 50 ходів, її вимагали чорні</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White resigns — Black wins</source>
        <translation>Білі здалися — чорні виграли</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black resigns — White wins</source>
        <translation>Чорні здалися — білі виграли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw by agreement</source>
        <translation>Нічия за згодою</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White ran out of time — Black wins</source>
        <translation>У білих скінчився час — чорні виграли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black ran out of time — White wins</source>
        <translation>У чорних скінчився час — білі виграли</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation>У білих скінчився час, але чорні не можуть поставити мат — нічия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation>У чорних скінчився час, але білі не можуть поставити мат — нічия</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White won (as recorded in the game)</source>
        <translation>Білі виграли (так записано в партії)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black won (as recorded in the game)</source>
        <translation>Чорні виграли (так записано в партії)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn (as recorded in the game)</source>
        <translation>Нічия (так записано в партії)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped without a result: the game does not count</source>
        <translation>Зупинено без результату: партія не зараховується</translation>
    </message>
</context>
<context>
    <name>PenWords</name>
    <message>
        <location filename="../app/board/pen.cpp" line="+59"/>
        <source>green</source>
        <extracomment>The colours of the arrows and marked squares a player draws on the board.</extracomment>
        <translation>зелений</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>червоний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>синій</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>жовтий</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Arrow from %1 to %2, %3.</source>
        <extracomment>Said when the player draws an arrow: &quot;Arrow from e2 to e4, green.&quot;</extracomment>
        <translation>Стрілка з %1 на %2, колір: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrow from %1 to %2 removed.</source>
        <extracomment>Said when the player takes an arrow off the board.</extracomment>
        <translation>Стрілку з %1 на %2 прибрано.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 marked %2.</source>
        <extracomment>Said when the player marks a square: &quot;e4 marked green.&quot;</extracomment>
        <translation>%1 позначено, колір: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark on %1 removed.</source>
        <extracomment>Said when the player takes the mark off a square.</extracomment>
        <translation>Позначку з %1 прибрано.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrows and marks cleared.</source>
        <translation>Стрілки та позначки прибрано.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Arrow from %1: press V on the square it goes to.</source>
        <extracomment>Said after V on a square: the arrow starts there; V on another square draws it.</extracomment>
        <translation>Стрілка з %1: натисніть V на полі, куди вона веде.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>marked %1</source>
        <extracomment>What a square&apos;s cell says of its mark: &quot;marked red&quot;.</extracomment>
        <translation>позначено, колір: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>arrow to %1, %2</source>
        <extracomment>What a square&apos;s cell says of an arrow that starts there: &quot;arrow to e4, green&quot;.</extracomment>
        <translation>стрілка на %1, колір: %2</translation>
    </message>
</context>
<context>
    <name>PlayerStrip</name>
    <message>
        <location filename="../app/window/playerstrip.cpp" line="+46"/>
        <location line="+166"/>
        <source>thinking…</source>
        <translation>думає…</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Чорні</translation>
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
        <translation>Ваш рейтинг, попередній, доки не стане точнішим. Рейтингових партій: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your rating. Rated games: %1.</source>
        <translation>Ваш рейтинг. Рейтингових партій: %1.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>White&apos;s clock</source>
        <translation>Годинник білих</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s clock</source>
        <translation>Годинник чорних</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, little time left</source>
        <translation>%1: %2, часу мало</translation>
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
        <translation>Білі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Up a Position</source>
        <translation>Розстановка позиції</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board</source>
        <translation>Дошка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag pieces onto the board from the trays; or type the position in the FEN field</source>
        <translation>Перетягніть фігури на дошку з лотків або введіть позицію в поле FEN</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Erase</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take pieces off the board (or right-click a piece)</source>
        <translation>Прибирати фігури з дошки (або клацніть фігуру правою кнопкою)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Clear Board</source>
        <translation>Очистити дошку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start Position</source>
        <translation>Початкова позиція</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>White O-O</source>
        <translation>Білі O-O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White O-O-O</source>
        <translation>Білі O-O-O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black O-O</source>
        <translation>Чорні O-O</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black O-O-O</source>
        <translation>Чорні O-O-O</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Play from Here</source>
        <translation>Грати звідси</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>To move:</source>
        <translation>Хід:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castling:</source>
        <translation>Рокіровка:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>En passant:</source>
        <translation>Взяття на проході:</translation>
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
        <translation>Повна сила</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1 Elo</source>
        <translation>%1 Ело</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>full strength</source>
        <translation>повна сила</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beginner</source>
        <translation>новачок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>casual player</source>
        <translation>любитель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>club player</source>
        <translation>клубний гравець</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>strong club player</source>
        <translation>сильний клубний гравець</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>master</source>
        <translation>майстер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Elo — %2</source>
        <translation>%1 Ело — %2</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <location filename="../app/window/printactions.cpp" line="+53"/>
        <source>&amp;Print…</source>
        <translation>&amp;Друк…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>E&amp;xport as PDF…</source>
        <translation>Експорт у P&amp;DF…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Print Game</source>
        <translation>Друк партії</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+6"/>
        <source>Export as PDF</source>
        <translation>Експорт у PDF</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>PDF document (*.pdf)</source>
        <translation>Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be written: %1</source>
        <translation>Не вдалося записати партію: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was written to %1.</source>
        <translation>Партію записано до %1.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the file could not be made</source>
        <translation>не вдалося створити файл</translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <location filename="../app/dialogs/puzzlepage.cpp" line="+125"/>
        <source>&amp;Hint</source>
        <translation>Під&amp;казка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;Solution</source>
        <translation>Показати розв’&amp;язок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Puzzle</source>
        <translation>Н&amp;аступна задача</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Results…</source>
        <translation>&amp;Експорт результатів…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle board</source>
        <translation>Дошка задачі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The course of your puzzle rating</source>
        <translation>Хід вашого рейтингу в задачах</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any theme</source>
        <translation>Будь-яка тема</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mate in 1</source>
        <translation>Мат в 1 хід</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mate in 2</source>
        <translation>Мат у 2 ходи</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mate in 3</source>
        <translation>Мат у 3 ходи</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mate in 4</source>
        <translation>Мат у 4 ходи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mate in 5</source>
        <translation>Мат у 5 ходів</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hanging piece</source>
        <translation>Незахищена фігура</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fork</source>
        <translation>Вилка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pin</source>
        <translation>Зв’язка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skewer</source>
        <translation>Наскрізний удар</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discovered attack</source>
        <translation>Розкритий напад</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Promotion</source>
        <translation>Перетворення</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back rank</source>
        <translation>Слабкість останньої горизонталі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endgame</source>
        <translation>Ендшпіль</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Opening the game library…</source>
        <translation>Відкривається бібліотека партій…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Puzzle rating: %1 ± %2.</source>
        <translation>Рейтинг у задачах: %1 ± %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles: %1, solved %2. Streak: %3.</source>
        <translation>Задач: %1, розв’язано %2. Серія: %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed puzzles due again: %1.</source>
        <translation>Пропущені задачі, які час повторити: %1.</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>No puzzle left to try.</source>
        <translation>Задач для розв’язання не лишилося.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The puzzle set could not be read.</source>
        <translation>Набір задач не вдалося прочитати.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have tried every puzzle of this theme. Choose another theme; the puzzles you missed come back when they are due.</source>
        <translation>Ви вже пробували всі задачі цієї теми. Виберіть іншу тему; пропущені задачі повернуться, коли настане їхній час.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Puzzle %1, rated %2: %3.</source>
        <translation>Задача %1, рейтинг %2: %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: find the best move for White.</source>
        <translation>Ваш хід: знайдіть найкращий хід за білих.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: find the best move for Black.</source>
        <translation>Ваш хід: знайдіть найкращий хід за чорних.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Yes: %1. The answer: %2. Keep going.</source>
        <translation>Так: %1. Відповідь: %2. Продовжуйте.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Checking %1…</source>
        <translation>Перевірка %1…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>gives away %1 points of your winning chances</source>
        <translation>віддає %1 пунктів ваших шансів на перемогу</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not the move: %1 is good, but there is a stronger one. Try again, or see the solution.</source>
        <translation>Не той хід: %1 непоганий, але є сильніший. Спробуйте ще раз або подивіться розв’язок.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not the move: %1 %2. Try again, or see the solution.</source>
        <translation>Не той хід: %1 %2. Спробуйте ще раз або подивіться розв’язок.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Solved!</source>
        <translation>Розв’язано!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved, with help: it counts as missed.</source>
        <translation>Розв’язано з допомогою: вважається пропущеною.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Hint: move the piece on %1.</source>
        <translation>Підказка: ходить фігура з поля %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: %1.</source>
        <translation>Підказка: %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The solution: %1</source>
        <translation>Розв’язок: %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+6"/>
        <source>Export Puzzle Results</source>
        <translation>Експорт результатів задач</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>CSV files (*.csv)</source>
        <translation>Файли CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The results could not be written to %1: %2</source>
        <translation>Не вдалося записати результати в %1: %2</translation>
    </message>
    <message>
        <location line="-349"/>
        <source>From %1 after the first puzzle to %2 ± %3 after puzzle %4.</source>
        <translation>Від %1 після першої задачі до %2 ± %3 після задачі %4.</translation>
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
        <translation>Історія рейтингу</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No rated games yet.</source>
        <translation>Рейтингових партій ще немає.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From %1 after the first rated game to %2 ± %3 after game %4.</source>
        <translation>Від %1 після першої рейтингової партії до %2 ± %3 після партії %4.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Your rating appears here after your first rated game.</source>
        <translation>Ваш рейтинг з’явиться тут після першої рейтингової партії.</translation>
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
        <translation>У вас ще немає рейтингових партій. Партія йде в рейтинг, якщо ви граєте з Ferz на рівні, з початкової позиції, не беручи ходів назад і не просячи підказок, до кінця.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your rating: %1 ± %2, provisional until it is surer.</source>
        <translation>Ваш рейтинг: %1 ± %2, попередній, доки не стане точнішим.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your rating: %1 ± %2.</source>
        <translation>Ваш рейтинг: %1 ± %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rated games: %1 (won %2, drawn %3, lost %4). The last one: %5.</source>
        <translation>Рейтингових партій: %1 (виграно %2, унічию %3, програно %4). Остання: %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your strength is likely within the band around the line. Each of Ferz&apos;s levels counts at the Elo it measured in matches.</source>
        <translation>Ваша сила, найімовірніше, в межах смуги навколо лінії. Кожен рівень Ferz враховується за Ело, виміряним у матчах.</translation>
    </message>
</context>
<context>
    <name>RecordActions</name>
    <message>
        <location filename="../app/window/recordactions.cpp" line="+54"/>
        <source>Glyph on %1</source>
        <translation>Знак біля %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Підвищити варіант</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete from Here</source>
        <translation>&amp;Видалити звідси</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Comment…</source>
        <translation>&amp;Коментар…</translation>
    </message>
    <message>
        <source>Undo Comment or &amp;Glyph</source>
        <translation type="vanished">Скасувати коментар або &amp;знак</translation>
    </message>
    <message>
        <source>Redo Comment or G&amp;lyph</source>
        <translation type="vanished">Повернути коментар або зн&amp;ак</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Analyse Game</source>
        <translation>Ана&amp;ліз партії</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Analysis done.</source>
        <translation>Аналіз завершено.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analysis stopped.</source>
        <translation>Аналіз зупинено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis stopped: %1</source>
        <translation>Аналіз зупинено: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <location line="+25"/>
        <location line="+21"/>
        <source>Comment</source>
        <translation>Коментар</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drawing on %1</source>
        <translation>Малюнок до %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawing on the start position</source>
        <translation>Малюнок на початковій позиції</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Comment on %1:</source>
        <translation>Коментар до %1:</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Undo &amp;Annotation</source>
        <translation>Скасувати &amp;анотацію</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo Annotatio&amp;n</source>
        <translation>Повернути ано&amp;тацію</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Comment before the first move:</source>
        <translation>Коментар перед першим ходом:</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%Ln characters: shown whole, but too long to edit here.</source>
        <translation>
            <numerusform>%Ln символ: показано повністю, але задовгий, щоб редагувати його тут.</numerusform>
            <numerusform>%Ln символи: показано повністю, але задовгий, щоб редагувати його тут.</numerusform>
            <numerusform>%Ln символів: показано повністю, але задовгий, щоб редагувати його тут.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Remove the Comment</source>
        <translation>&amp;Видалити коментар</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Comment on %1</source>
        <translation>Коментар до %1</translation>
    </message>
</context>
<context>
    <name>RepertoireActions</name>
    <message>
        <location filename="../app/window/repertoireactions.cpp" line="+44"/>
        <source>Add Line to Repertoire as &amp;White</source>
        <translation>Додати лінію до репертуару за &amp;білих</translation>
    </message>
    <message>
        <source>Add Line to Repertoire as &amp;Black</source>
        <translation type="vanished">Додати лінію до репертуару за &amp;чорних</translation>
    </message>
    <message>
        <source>Import Repertoire…</source>
        <translation type="vanished">Імпортувати репертуар…</translation>
    </message>
    <message>
        <source>Export Repertoire…</source>
        <translation type="vanished">Експортувати репертуар…</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+16"/>
        <location line="+13"/>
        <source>The game library is not open.</source>
        <translation>Бібліотека партій не відкрита.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Your repertoire cannot be kept: %1</source>
        <translation>Ваш репертуар не вдається зберегти: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The line is in your repertoire as White already.</source>
        <translation>Ця лінія вже є у вашому репертуарі за білих.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The line is in your repertoire as Black already.</source>
        <translation>Ця лінія вже є у вашому репертуарі за чорних.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Added to your repertoire as White: %n new moves.</source>
        <translation>
            <numerusform>Додано до вашого репертуару за білих: %n новий хід.</numerusform>
            <numerusform>Додано до вашого репертуару за білих: %n нові ходи.</numerusform>
            <numerusform>Додано до вашого репертуару за білих: %n нових ходів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Added to your repertoire as Black: %n new moves.</source>
        <translation>
            <numerusform>Додано до вашого репертуару за чорних: %n новий хід.</numerusform>
            <numerusform>Додано до вашого репертуару за чорних: %n нові ходи.</numerusform>
            <numerusform>Додано до вашого репертуару за чорних: %n нових ходів.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The move is not in your repertoire.</source>
        <translation>Цього ходу немає у вашому репертуарі.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Taken out of your repertoire: %n moves.</source>
        <translation>
            <numerusform>Прибрано з вашого репертуару: %n хід.</numerusform>
            <numerusform>Прибрано з вашого репертуару: %n ходи.</numerusform>
            <numerusform>Прибрано з вашого репертуару: %n ходів.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+5"/>
        <location line="+9"/>
        <location line="+17"/>
        <source>Import Repertoire</source>
        <translation>Імпорт репертуару</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файли PGN (*.pgn);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot be read: %2</source>
        <translation>Не вдається прочитати %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Are these your lines as White or as Black?</source>
        <translation>Це ваші лінії за білих чи за чорних?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As &amp;White</source>
        <translation>За &amp;білих</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As &amp;Black</source>
        <translation>За &amp;чорних</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 holds no game that can be read: %2</source>
        <translation>У %1 немає жодної партії, яку можна прочитати: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no game.</source>
        <translation>У %1 немає жодної партії.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Repertoire imported: %n new moves.</source>
        <translation>
            <numerusform>Репертуар імпортовано: %n новий хід.</numerusform>
            <numerusform>Репертуар імпортовано: %n нові ходи.</numerusform>
            <numerusform>Репертуар імпортовано: %n нових ходів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n games could not be read; the first: %1</source>
        <translation>
            <numerusform>Не вдалося прочитати %n партію; перша: %1</numerusform>
            <numerusform>Не вдалося прочитати %n партії; перша: %1</numerusform>
            <numerusform>Не вдалося прочитати %n партій; перша: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+6"/>
        <location line="+6"/>
        <source>Export Repertoire</source>
        <translation>Експорт репертуару</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Your repertoire is empty: add lines from the opening tree or the move list first.</source>
        <translation>Ваш репертуар порожній: спершу додайте лінії з дерева дебютів або зі списку ходів.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>repertoire.pgn</source>
        <translation>репертуар.pgn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PGN files (*.pgn)</source>
        <translation>Файли PGN (*.pgn)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 could not be written: %2</source>
        <translation>Не вдалося записати %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Repertoire exported to %1.</source>
        <translation>Репертуар експортовано до %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 and %2</source>
        <translation>%1 і %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You left your repertoire at %1; your line is %2.</source>
        <translation>Ви вийшли зі свого репертуару ходом %1; ваша лінія — %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left your repertoire at %1; your lines are %2.</source>
        <translation>Ви вийшли зі свого репертуару ходом %1; ваші лінії — %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponent left your repertoire at %1; your line prepares %2.</source>
        <translation>Суперник вийшов з вашого репертуару ходом %1; ваша лінія готує %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponent left your repertoire at %1; your lines prepare %2.</source>
        <translation>Суперник вийшов з вашого репертуару ходом %1; ваші лінії готують %2.</translation>
    </message>
    <message>
        <location line="-164"/>
        <source>Added to your repertoire as White: 1 new move.</source>
        <translation>Додано до вашого репертуару за білих: 1 новий хід.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Add Line to Repertoire as Blac&amp;k</source>
        <translation>Додати лінію до репертуару за &amp;чорних</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import Repertoire…</source>
        <translation>&amp;Імпортувати репертуар…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Repertoire…</source>
        <translation>&amp;Експортувати репертуар…</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Added to your repertoire as Black: 1 new move.</source>
        <translation>Додано до вашого репертуару за чорних: 1 новий хід.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Taken out of your repertoire: 1 move.</source>
        <translation>Прибрано з вашого репертуару: 1 хід.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Repertoire imported: 1 new move.</source>
        <translation>Репертуар імпортовано: 1 новий хід.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 game could not be read: %1</source>
        <translation>Не вдалося прочитати 1 партію: %1</translation>
    </message>
</context>
<context>
    <name>RepertoireDrill</name>
    <message>
        <source>Show the &amp;Move</source>
        <translation type="vanished">Показати &amp;хід</translation>
    </message>
    <message>
        <location filename="../app/dialogs/repertoiredrill.cpp" line="+90"/>
        <source>Next &amp;Line</source>
        <translation>Наступна &amp;лінія</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repertoire board</source>
        <translation>Дошка репертуару</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Yes: %1.</source>
        <translation>Так: %1.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 is not your line: your repertoire plays %2. Play it.</source>
        <translation>%1 — не ваша лінія: ваш репертуар грає %2. Зіграйте його.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your repertoire plays %1.</source>
        <translation>Ваш репертуар грає %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Line done, without a wrong move. It comes back in %n days.</source>
        <translation>
            <numerusform>Лінію пройдено без помилок. Вона повернеться через %n день.</numerusform>
            <numerusform>Лінію пройдено без помилок. Вона повернеться через %n дні.</numerusform>
            <numerusform>Лінію пройдено без помилок. Вона повернеться через %n днів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Line done. It comes back in %n days.</source>
        <translation>
            <numerusform>Лінію пройдено. Вона повернеться через %n день.</numerusform>
            <numerusform>Лінію пройдено. Вона повернеться через %n дні.</numerusform>
            <numerusform>Лінію пройдено. Вона повернеться через %n днів.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opening the game library…</source>
        <translation>Відкривається бібліотека партій…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lines of your repertoire due now: %1 of %2.</source>
        <translation>Ліній вашого репертуару до повторення зараз: %1 з %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No line of your repertoire is due.</source>
        <translation>Жодну лінію вашого репертуару зараз не треба повторювати.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add lines from the opening tree (Insert), from the move list&apos;s menu (Add Line to Repertoire) or from a PGN file (Library → Import Repertoire…). Ferz plays your opponent&apos;s moves of each line, and you answer with yours.</source>
        <translation>Додавайте лінії з дерева дебютів (Insert), з меню списку ходів («Додати лінію до репертуару») або з файлу PGN («Бібліотека → Імпортувати репертуар…»). Ferz грає ходи суперника в кожній лінії, а ви відповідаєте своїми.</translation>
    </message>
    <message>
        <source>Add lines from the opening tree (Insert), from the move list&apos;s menu (Add Line to Repertoire) or from a PGN file (Game → Import Repertoire…). Ferz plays your opponent&apos;s moves of each line, and you answer with yours.</source>
        <translation type="vanished">Додавайте лінії з дерева дебютів (Insert), з меню списку ходів («Додати лінію до репертуару») або з файлу PGN («Партія → Імпортувати репертуар…»). Ferz грає ходи суперника в кожній лінії, а ви відповідаєте своїми.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line done.</source>
        <translation>Лінію пройдено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your repertoire as White: your move.</source>
        <translation>Ваш репертуар за білих: ваш хід.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your repertoire as Black: your move.</source>
        <translation>Ваш репертуар за чорних: ваш хід.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Line done, without a wrong move. It comes back in 1 day.</source>
        <translation>Лінію пройдено без помилок. Вона повернеться через 1 день.</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>&amp;Show the Move</source>
        <translation>Показати &amp;хід</translation>
    </message>
    <message>
        <location line="+169"/>
        <source>Line done. It comes back in 1 day.</source>
        <translation>Лінію пройдено. Вона повернеться через 1 день.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Yes: %1, another line of your repertoire.</source>
        <translation>Так: %1, інша лінія вашого репертуару.</translation>
    </message>
</context>
<context>
    <name>ReviewNavigator</name>
    <message>
        <source>First Position</source>
        <translation type="vanished">Початкова позиція</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation type="vanished">Попередній хід</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation type="vanished">Наступний хід</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation type="vanished">Останній хід</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation type="vanished">Попередній варіант</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation type="vanished">Наступний варіант</translation>
    </message>
    <message>
        <source>Back to Game</source>
        <translation type="vanished">Повернутися до партії</translation>
    </message>
    <message>
        <location filename="../app/window/reviewnavigator.cpp" line="+38"/>
        <source>&amp;First Position</source>
        <translation>Поч&amp;аткова позиція</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;revious Move</source>
        <translation>Попе&amp;редній хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Move</source>
        <translation>&amp;Наступний хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Move</source>
        <translation>&amp;Останній хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Variation</source>
        <translation>Поп&amp;ередній варіант</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Variation</source>
        <translation>На&amp;ступний варіант</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to Game</source>
        <translation>Повернутися &amp;до партії</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reviewing the start position.</source>
        <translation>Перегляд: початкова позиція.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reviewing the position after %1.</source>
        <translation>Перегляд: позиція після %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reviewing a variation: the position after %1.</source>
        <translation>Перегляд варіанта: позиція після %1.</translation>
    </message>
</context>
<context>
    <name>SanText</name>
    <message>
        <location filename="../app/game/santext.cpp" line="+18"/>
        <source>K Q R B N</source>
        <extracomment>The letters of the king, queen, rook, bishop and knight in moves (SAN), in this order, separated by spaces: &quot;K Q R B N&quot; in English, &quot;Кр Ф Л С К&quot; in Russian.</extracomment>
        <translation>Кр Ф Т С К</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../app/window/scoresheet.cpp" line="+352"/>
        <location line="+65"/>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Black</source>
        <translation>Чорні</translation>
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
        <translation>сторінка %1 з %2</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../app/dialogs/scoresheetdialog.cpp" line="+25"/>
        <source>Where a &amp;comment asks for one ([#])</source>
        <translation>Де просить &amp;коментар ([#])</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the move on &amp;show</source>
        <translation>Після &amp;поточного ходу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the board&apos;s co&amp;lours</source>
        <translation>У ко&amp;льорах дошки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print Game</source>
        <translation>Друк партії</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export Game as PDF</source>
        <translation>Експорт партії в PDF</translation>
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
        <translation>Білі внизу</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black at the bottom</source>
        <translation>Чорні внизу</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Diagrams:</source>
        <translation>Діаграми:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the &amp;moves:</source>
        <translation>Після &amp;ходів:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Orientation:</source>
        <translation>&amp;Орієнтація:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Print…</source>
        <translation>&amp;Друк…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Export…</source>
        <translation>&amp;Експорт…</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../app/dialogs/helpdialog.cpp" line="+12"/>
        <source>Keyboard Shortcuts</source>
        <translation>Клавіші</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Put back the piece in the hand</source>
        <translation>Повернути фігуру з руки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc, or a right click</source>
        <translation>Esc або правий клік</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a typed move</source>
        <translation>Зіграти набраний хід</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter, in the move field</source>
        <translation>Enter у полі ходу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the framed square (Shift red, Alt blue, both yellow)</source>
        <translation>Позначити поле в рамці (Shift — червоний, Alt — синій, обидві — жовтий)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw an arrow from one framed square to another</source>
        <translation>Намалювати стрілку з одного поля в рамці на інше</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>V, then V</source>
        <translation>V, потім V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the arrows and marks</source>
        <translation>Прибрати стрілки та позначки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete, or a left click</source>
        <translation>Delete або клацання лівою кнопкою</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press the framed button of a banner</source>
        <translation>Натиснути виділену кнопку в смузі повідомлення</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter, on the board or the moves</source>
        <translation>Enter, на дошці або в списку ходів</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyboard shortcuts</source>
        <translation>Сполучення клавіш</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Дія</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Клавіші</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Type a move: Nf3, e2e4…</source>
        <translation type="vanished">Введіть хід: Nf3, e2e4…</translation>
    </message>
    <message>
        <location filename="../app/window/sidepanel.cpp" line="+148"/>
        <source>Type a move: %1, e2e4…</source>
        <extracomment>%1 is a move in the language&apos;s letters (&quot;Nf3&quot;, &quot;Sf3&quot; in German).</extracomment>
        <translation>Введіть хід: %1, e2e4…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your move</source>
        <translation>Ваш хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Ходи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opening reached: its ECO code and name</source>
        <translation>Дебют, до якого дійшла партія: його код ECO і назва</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hints used: %1</source>
        <translation>Використано підказок: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The computer is thinking… depth %1</source>
        <translation>Комп’ютер думає… глибина %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer is thinking… depth %1, evaluation %2</source>
        <translation>Комп’ютер думає… глибина %1, оцінка %2</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../app/window/singleinstance.cpp" line="+69"/>
        <source>Ferz cannot lock its folder %1.</source>
        <translation>Ferz не може заблокувати свою теку %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Another Ferz (process %1) holds the folder %2 and does not answer.</source>
        <translation>Інший Ferz (процес %1) зайняв теку %2 і не відповідає.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>The Ferz that holds the folder %1 does not answer: %2</source>
        <translation>Ferz, що зайняв теку %1, не відповідає: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Ferz that holds the folder %1 did not take the files.</source>
        <translation>Ferz, що зайняв теку %1, не прийняв файли.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The Ferz that holds the folder %1 stopped answering.</source>
        <translation>Ferz, що зайняв теку %1, перестав відповідати.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../app/dialogs/librarypages.cpp" line="+53"/>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level</source>
        <translation>Рівень</translation>
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
        <translation>Партії</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drawn</source>
        <translation>Нічия</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>allows a mate</source>
        <translation>допускає мат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses a mate</source>
        <translation>пропускає мат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no clear reason: a better move</source>
        <translation>без явної причини: був кращий хід</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Програно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No clock</source>
        <translation>Без годинника</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against Ferz&apos;s levels</source>
        <translation>Проти рівнів Ferz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By colour</source>
        <translation>За кольором</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You had</source>
        <translation>Ваш колір</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opening</source>
        <translation>За дебютом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By clock</source>
        <translation>За контролем часу</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your most common mistakes</source>
        <translation>Ваші часті помилки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The move</source>
        <translation>Хід</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Times</source>
        <translation>Разів</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your results appear here once you have finished games: played in Ferz, or imported under one of your names.</source>
        <translation>Ваші результати з’являться тут, коли будуть завершені партії: зіграні у Ferz або імпортовані під одним із ваших імен.</translation>
    </message>
</context>
<context>
    <name>TrainWindow</name>
    <message>
        <location filename="../app/dialogs/trainwindow.cpp" line="+111"/>
        <source>Train</source>
        <translation>Тренування</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the &amp;Solution</source>
        <translation>Показати розв’&amp;язок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next</source>
        <translation>&amp;Далі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find training positions in my games, in the background</source>
        <translation>Шукати позиції для тренування в моїх партіях, у фоні</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training board</source>
        <translation>Дошка для тренування</translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="vanished">Тренування</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Background analysis: all %1 of your games analysed.</source>
        <translation>Фоновий аналіз: проаналізовано всі ваші партії (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Background analysis: %1 of %2 of your games analysed.</source>
        <translation>Фоновий аналіз: проаналізовано %1 з %2 ваших партій.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Opening the game library…</source>
        <translation>Відкривається бібліотека партій…</translation>
    </message>
    <message>
        <source>Due now: %1. Positions: %2.</source>
        <translation type="vanished">До повторення: %1. Позицій: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Solved at the first try: %1%. Streak: %2.</source>
        <translation>Розв’язано з першої спроби: %1 %. Серія: %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nothing to train on now.</source>
        <translation>Зараз тренувати нічого.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your mistakes and blunders in the games you play (and in the games you import as yours) come here once the background analysis has looked at them, and come back later and later as you solve them.</source>
        <translation>Ваші помилки та грубі помилки у зіграних партіях (і в імпортованих як ваші) потрапляють сюди, коли фоновий аналіз їх перегляне, і повертаються дедалі рідше, коли ви їх розв’язуєте.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Find a better move for White.</source>
        <translation>Знайдіть кращий хід за білих.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a better move for Black.</source>
        <translation>Знайдіть кращий хід за чорних.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In %1 – %2 (%3) you played %4, a blunder.</source>
        <translation>У партії %1 – %2 (%3) ви зіграли %4, грубу помилку.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In %1 – %2 (%3) you played %4, a mistake.</source>
        <translation>У партії %1 – %2 (%3) ви зіграли %4, помилку.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Checking %1…</source>
        <translation>Перевірка %1…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot be checked now (%2). Try again.</source>
        <translation>%1 зараз не вдається перевірити (%2). Спробуйте ще раз.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>is the move of the game, which the review judged</source>
        <translation>— це хід із партії, який оцінив аналіз</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gives away %1 points of your winning chances</source>
        <translation>віддає %1 пунктів ваших шансів на перемогу</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Yes: %1 is good.</source>
        <translation>Так: %1 — добрий хід.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes: %1 is good, at another try.</source>
        <translation>Так: %1 — добрий хід, з наступної спроби.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not quite: %1 %2. Try again, or see the solution.</source>
        <translation>Не зовсім: %1 %2. Спробуйте ще раз або подивіться розв’язок.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The engine&apos;s move: %1</source>
        <translation>Хід рушія: %1</translation>
    </message>
    <message>
        <location line="-221"/>
        <source>&amp;Mistakes</source>
        <translation>&amp;Помилки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Puzzles</source>
        <translation>&amp;Задачі</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Due now: %1. Positions: %2. Lines of your repertoire: %3.</source>
        <translation>До повторення: %1. Позицій: %2. Ліній вашого репертуару: %3.</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>&amp;Repertoire</source>
        <translation>&amp;Репертуар</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The position shown before is gone: a new analysis of its game no longer finds a mistake there.</source>
        <translation>Показану позицію прибрано: новий аналіз її партії більше не знаходить у ній помилки.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new analysis of its game has judged this position anew.</source>
        <translation>Новий аналіз її партії заново оцінив цю позицію.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>One is checked again: an older version of Ferz analysed it.</source>
        <translation>Одна партія перевіряється знову: її аналізувала попередня версія «Ферзя».</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n are checked again: an older version of Ferz analysed them.</source>
        <translation>
            <numerusform>%n партія перевіряється знову: її аналізувала попередня версія «Ферзя».</numerusform>
            <numerusform>%n партії перевіряються знову: їх аналізувала попередня версія «Ферзя».</numerusform>
            <numerusform>%n партій перевіряються знову: їх аналізувала попередня версія «Ферзя».</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Lines of your repertoire are due: they are on the Repertoire page.</source>
        <translation>Є лінії вашого репертуару до повторення: вони на вкладці «Репертуар».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles you missed are due again: they are on the Puzzles page.</source>
        <translation>Пропущені задачі час повторити: вони на вкладці «Задачі».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Meanwhile, the Puzzles page has tactics from Ferz&apos;s own games to solve.</source>
        <translation>А поки що на вкладці «Задачі» є тактичні задачі з партій самого Ферзя.</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <location filename="../app/window/viewmenu.cpp" line="+104"/>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flip Board</source>
        <translation>Пере&amp;вернути дошку</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Board &amp;Colours</source>
        <translation>&amp;Кольори дошки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Вимкнена</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Швидка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Звичайна</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Повільна</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animation</source>
        <translation>&amp;Анімація</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;peak Moves</source>
        <translation>&amp;Озвучувати ходи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Computer&apos;s Anal&amp;ysis</source>
        <translation>&amp;Показувати аналіз комп’ютера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves with Fi&amp;gurines</source>
        <translation>Ходи значками &amp;фігур</translation>
    </message>
    <message>
        <source>Moves with &amp;Figurines</source>
        <translation type="vanished">Ходи &amp;значками фігур</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves written with figures of the pieces (♞f3) in place of letters; files keep the letters</source>
        <translation>Ходи записуються значками фігур (♞f3) замість літер; у файлах лишаються літери</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System Default</source>
        <translation>Як у системі</translation>
    </message>
</context>
<context>
    <name>WindowBanners</name>
    <message>
        <location filename="../app/window/windowbanners.cpp" line="+127"/>
        <source>Your move repeats the position a third time: you may claim a draw, or play on.</source>
        <translation>Ваш хід повторює позицію втретє: ви можете вимагати нічию або грати далі.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move completes fifty moves without a capture or a pawn move: you may claim a draw, or play on.</source>
        <translation>Вашим ходом завершується п’ятдесят ходів без взять і ходів пішаками: ви можете вимагати нічию або грати далі.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation>Ця позиція повторилася тричі: ви можете вимагати нічию.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation>П’ятдесят ходів без взять і ходів пішаками: ви можете вимагати нічию.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Paused: press P to play on</source>
        <translation>Пауза: натисніть P, щоб продовжити</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may claim a draw: the computer waits until you claim or play on</source>
        <translation>Ви можете вимагати нічию: комп’ютер чекає, доки ви її не вимагатимете або не продовжите гру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From a file, White to move: a move plays on against %1</source>
        <translation>З файлу, хід білих: хід продовжить партію проти %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From a file, Black to move: a move plays on against %1</source>
        <translation>З файлу, хід чорних: хід продовжить партію проти %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White to move</source>
        <translation>Хід білих</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black to move</source>
        <translation>Хід чорних</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move (White)</source>
        <translation>Ваш хід (білі)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your move (Black)</source>
        <translation>Ваш хід (чорні)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White (the computer) to move</source>
        <translation>Хід білих (комп’ютер)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black (the computer) to move</source>
        <translation>Хід чорних (комп’ютер)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — the white king is in check</source>
        <translation> — білому королю шах</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> — the black king is in check</source>
        <translation> — чорному королю шах</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Нова партія</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Review</source>
        <translation>Переглянути</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse</source>
        <translation>Аналіз</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim draw</source>
        <translation>Вимагати нічию</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play on</source>
        <translation>Грати далі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to game</source>
        <translation>Повернутися до партії</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>OK</source>
        <translation>Гаразд</translation>
    </message>
</context>
<context>
    <name>ferz::Book</name>
    <message>
        <location filename="../engine/openings/polyglot.cpp" line="+278"/>
        <source>the file is empty</source>
        <translation>файл порожній</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+43"/>
        <source>the file is larger than a book can be (%1 MB at most)</source>
        <translation>файл більший, ніж може бути книга (не більше %1 МБ)</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>the file is cut short or is not a Polyglot book: its size, %1 bytes, is not a whole number of 16-byte entries</source>
        <translation>файл обрізаний або не є книгою Polyglot: його розмір, %1 байт, не ділиться на записи по 16 байт</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>entry %1 is out of order: a Polyglot book is sorted by position, so this file is damaged or not a book</source>
        <translation>запис %1 стоїть не за порядком: книга Polyglot відсортована за позиціями, отже, файл пошкоджений або не є книгою</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entry %1 holds no move: this file is damaged or not a book</source>
        <translation>у записі %1 немає ходу: файл пошкоджений або не є книгою</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file cannot be opened</source>
        <translation>файл не вдається відкрити</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>the file cannot be read</source>
        <translation>файл не вдається прочитати</translation>
    </message>
</context>
<context>
    <name>ferz::Fen</name>
    <message>
        <location filename="../engine/rules/position.cpp" line="+353"/>
        <source>the FEN is empty</source>
        <translation>рядок FEN порожній</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the FEN has 1 field; it needs piece placement, side to move, castling and en passant, then optionally the two move counters</source>
        <translation>у рядку FEN 1 поле; потрібні розстановка фігур, черга ходу, рокіровки та поле взяття на проході, а далі, за бажанням, два лічильники ходів</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>the FEN has %n fields; it needs piece placement, side to move, castling and en passant, then optionally the two move counters</source>
        <translation>
            <numerusform>у рядку FEN %n поле; потрібні розстановка фігур, черга ходу, рокіровки та поле взяття на проході, а далі, за бажанням, два лічильники ходів</numerusform>
            <numerusform>у рядку FEN %n поля; потрібні розстановка фігур, черга ходу, рокіровки та поле взяття на проході, а далі, за бажанням, два лічильники ходів</numerusform>
            <numerusform>у рядку FEN %n полів; потрібні розстановка фігур, черга ходу, рокіровки та поле взяття на проході, а далі, за бажанням, два лічильники ходів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>the FEN has %n fields; it has at most 6</source>
        <translation>
            <numerusform>у рядку FEN %n поле; їх має бути не більше 6</numerusform>
            <numerusform>у рядку FEN %n поля; їх має бути не більше 6</numerusform>
            <numerusform>у рядку FEN %n полів; їх має бути не більше 6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>rank %1 has %n squares</source>
        <translation>
            <numerusform>на %1-й горизонталі %n клітинка</numerusform>
            <numerusform>на %1-й горизонталі %n клітинки</numerusform>
            <numerusform>на %1-й горизонталі %n клітинок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the piece placement has more than 8 ranks</source>
        <translation>у розстановці фігур більше 8 горизонталей</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>piece placement: digit %1; a run of empty squares counts 1 to 8</source>
        <translation>розстановка фігур: цифра %1; порожніх клітинок поспіль може бути від 1 до 8</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>piece placement: unknown letter %1; pieces are PNBRQK and pnbrqk</source>
        <translation>розстановка фігур: невідома літера %1; фігури позначаються PNBRQK і pnbrqk</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>the piece placement has %n ranks; a board has 8</source>
        <translation>
            <numerusform>у розстановці фігур %n горизонталь; на дошці їх 8</numerusform>
            <numerusform>у розстановці фігур %n горизонталі; на дошці їх 8</numerusform>
            <numerusform>у розстановці фігур %n горизонталей; на дошці їх 8</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>white has no king</source>
        <translation>у білих немає короля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black has no king</source>
        <translation>у чорних немає короля</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>white has %n kings</source>
        <translation>
            <numerusform>у білих %n король</numerusform>
            <numerusform>у білих %n королі</numerusform>
            <numerusform>у білих %n королів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>black has %n kings</source>
        <translation>
            <numerusform>у чорних %n король</numerusform>
            <numerusform>у чорних %n королі</numerusform>
            <numerusform>у чорних %n королів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>white has %n pawns; at most 8</source>
        <translation>
            <numerusform>у білих %n пішак; можна не більше 8</numerusform>
            <numerusform>у білих %n пішаки; можна не більше 8</numerusform>
            <numerusform>у білих %n пішаків; можна не більше 8</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>black has %n pawns; at most 8</source>
        <translation>
            <numerusform>у чорних %n пішак; можна не більше 8</numerusform>
            <numerusform>у чорних %n пішаки; можна не більше 8</numerusform>
            <numerusform>у чорних %n пішаків; можна не більше 8</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>white has %n pieces; at most 16</source>
        <translation>
            <numerusform>у білих %n фігура; можна не більше 16</numerusform>
            <numerusform>у білих %n фігури; можна не більше 16</numerusform>
            <numerusform>у білих %n фігур; можна не більше 16</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>black has %n pieces; at most 16</source>
        <translation>
            <numerusform>у чорних %n фігура; можна не більше 16</numerusform>
            <numerusform>у чорних %n фігури; можна не більше 16</numerusform>
            <numerusform>у чорних %n фігур; можна не більше 16</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>white has %n promoted pieces but only %1 pawns missing</source>
        <translation>
            <numerusform>у білих %n перетворена фігура, а пішаків бракує лише: %1</numerusform>
            <numerusform>у білих %n перетворені фігури, а пішаків бракує лише: %1</numerusform>
            <numerusform>у білих %n перетворених фігур, а пішаків бракує лише: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>black has %n promoted pieces but only %1 pawns missing</source>
        <translation>
            <numerusform>у чорних %n перетворена фігура, а пішаків бракує лише: %1</numerusform>
            <numerusform>у чорних %n перетворені фігури, а пішаків бракує лише: %1</numerusform>
            <numerusform>у чорних %n перетворених фігур, а пішаків бракує лише: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a pawn stands on %1, on the first or last rank</source>
        <translation>пішак стоїть на %1, на першій або останній горизонталі</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>side to move is %1; it must be w or b</source>
        <translation>черга ходу — %1; має бути w або b</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>castling field %1: unknown letter %2</source>
        <translation>поле рокіровки %1: невідома літера %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>castling field %1: letter %2 appears twice</source>
        <translation>поле рокіровки %1: літера %2 трапляється двічі</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>castling field %1: %2 needs the white king on the first rank</source>
        <translation>поле рокіровки %1: для %2 білий король має стояти на першій горизонталі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling field %1: %2 needs the black king on the eighth rank</source>
        <translation>поле рокіровки %1: для %2 чорний король має стояти на восьмій горизонталі</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>castling field %1: %2 needs a white rook on the kingside of the white king</source>
        <translation>поле рокіровки %1: для %2 потрібна біла тура на королівському фланзі від білого короля</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling field %1: %2 needs a white rook on the queenside of the white king</source>
        <translation>поле рокіровки %1: для %2 потрібна біла тура на ферзевому фланзі від білого короля</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling field %1: %2 needs a black rook on the kingside of the black king</source>
        <translation>поле рокіровки %1: для %2 потрібна чорна тура на королівському фланзі від чорного короля</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling field %1: %2 needs a black rook on the queenside of the black king</source>
        <translation>поле рокіровки %1: для %2 потрібна чорна тура на ферзевому фланзі від чорного короля</translation>
    </message>
    <message>
        <source>castling field %1: %2 needs the white king on %3</source>
        <translation type="vanished">поле рокіровки %1: для %2 білий король має стояти на %3</translation>
    </message>
    <message>
        <source>castling field %1: %2 needs the black king on %3</source>
        <translation type="vanished">поле рокіровки %1: для %2 чорний король має стояти на %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>castling field %1: %2 needs a white rook on %3</source>
        <translation>поле рокіровки %1: для %2 біла тура має стояти на %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling field %1: %2 needs a black rook on %3</source>
        <translation>поле рокіровки %1: для %2 чорна тура має стояти на %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>castling field %1: %2 is a second right to castle on the same wing</source>
        <translation>поле рокіровки %1: %2 — друге право рокіровки на тому самому фланзі</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>en-passant field %1 is not a square</source>
        <translation>поле взяття на проході %1 — не клітинка дошки</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>en-passant square %1 must be on rank 6 when white is to move</source>
        <translation>клітинка взяття на проході %1 має бути на 6-й горизонталі, коли хід білих</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>en-passant square %1 must be on rank 3 when black is to move</source>
        <translation>клітинка взяття на проході %1 має бути на 3-й горизонталі, коли хід чорних</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>en-passant square %1: no white pawn can just have stepped to %2</source>
        <translation>клітинка взяття на проході %1: жоден білий пішак не міг щойно піти на %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>en-passant square %1: no black pawn can just have stepped to %2</source>
        <translation>клітинка взяття на проході %1: жоден чорний пішак не міг щойно піти на %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>halfmove clock %1 is not a number from 0 to 9999</source>
        <translation>лічильник півходів %1 — не число від 0 до 9999</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fullmove number %1 is not a number from 1 to 99999</source>
        <translation>номер ходу %1 — не число від 1 до 99999</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the side not to move is in check (white&apos;s king on %1)</source>
        <translation>сторона, яка не ходить, під шахом (білий король на %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the side not to move is in check (black&apos;s king on %1)</source>
        <translation>сторона, яка не ходить, під шахом (чорний король на %1)</translation>
    </message>
</context>
<context>
    <name>ferz::Move</name>
    <message>
        <location filename="../engine/rules/notation.cpp" line="+20"/>
        <source>the pawn</source>
        <translation>пішак</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the knight</source>
        <translation>кінь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bishop</source>
        <translation>слон</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the rook</source>
        <translation>тура</translation>
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
        <translation>пішаки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the knights</source>
        <translation>коні</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bishops</source>
        <translation>слони</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the rooks</source>
        <translation>тури</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queens</source>
        <translation>ферзі</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the kings</source>
        <translation>королі</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no white pawn</source>
        <translation>жоден білий пішак</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no white knight</source>
        <translation>жоден білий кінь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no white bishop</source>
        <translation>жоден білий слон</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no white rook</source>
        <translation>жодна біла тура</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no white queen</source>
        <translation>жоден білий ферзь</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no white king</source>
        <translation>жоден білий король</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no black pawn</source>
        <translation>жоден чорний пішак</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no black knight</source>
        <translation>жоден чорний кінь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no black bishop</source>
        <translation>жоден чорний слон</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no black rook</source>
        <translation>жодна чорна тура</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no black queen</source>
        <translation>жоден чорний ферзь</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no black king</source>
        <translation>жоден чорний король</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: only a pawn reaching the last rank promotes</source>
        <translation>%1: перетворюється лише пішак, що дійшов до останньої горизонталі</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>white may no longer castle kingside</source>
        <translation>білим більше не можна робити коротку рокіровку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white may no longer castle queenside</source>
        <translation>білим більше не можна робити довгу рокіровку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black may no longer castle kingside</source>
        <translation>чорним більше не можна робити коротку рокіровку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black may no longer castle queenside</source>
        <translation>чорним більше не можна робити довгу рокіровку</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling is not allowed while the king is in check</source>
        <translation>рокіровка неможлива, коли король під шахом</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>castling kingside: there are pieces between the king and the rook</source>
        <translation>коротка рокіровка: між королем і турою стоять фігури</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling queenside: there are pieces between the king and the rook</source>
        <translation>довга рокіровка: між королем і турою стоять фігури</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>castling kingside: the king&apos;s or the rook&apos;s new square is taken</source>
        <translation>коротка рокіровка: нове поле короля або тури зайняте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling queenside: the king&apos;s or the rook&apos;s new square is taken</source>
        <translation>довга рокіровка: нове поле короля або тури зайняте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling kingside: the king would pass through or land on an attacked square</source>
        <translation>коротка рокіровка: король пройшов би через атаковане поле або став би на нього</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling queenside: the king would pass through or land on an attacked square</source>
        <translation>довга рокіровка: король пройшов би через атаковане поле або став би на нього</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 is not a move in UCI notation (like e2e4 or e7e8q)</source>
        <translation>%1 — не хід у нотації UCI (наприклад, e2e4 або e7e8q)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the promotion letter must be q, r, b or n</source>
        <translation>%1: літера перетворення має бути q, r, b або n</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: there is no piece on %2</source>
        <translation>%1: на %2 немає фігури</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 on %3 is black&apos;s, and white is to move</source>
        <translation>%1: %2 на %3 належить чорним, а хід білих</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 on %3 is white&apos;s, and black is to move</source>
        <translation>%1: %2 на %3 належить білим, а хід чорних</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+15"/>
        <source>%1 is not legal here: %2</source>
        <translation>%1 — тут неможливий хід: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a pawn reaching the last rank must promote; add q, r, b or n</source>
        <translation>%1: пішак, що дійшов до останньої горизонталі, має перетворитися; додайте q, r, b або n</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a legal move here: %2 on %3 cannot go to %4</source>
        <translation>%1 — тут неможливий хід: %2 з %3 не може піти на %4</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>the move is empty</source>
        <translation>хід не вказано</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is too long to be a move</source>
        <translation>%1 — занадто довгий запис для ходу</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is not a move in SAN (like e4, Nf3, exd5, O-O or e8=Q)</source>
        <translation>%1 — не хід у нотації SAN (наприклад, e4, Nf3, exd5, O-O або e8=Q)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1 is ambiguous: %2 on %3 and %4 can both go to %5; say which with its file or rank</source>
        <translation>%1 — неоднозначний хід: на %5 можуть піти %2 і з %3, і з %4; уточніть вертикаль або горизонталь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is ambiguous: %2 on %3 and %4 can all go to %5; say which with its file or rank</source>
        <translation>%1 — неоднозначний хід: на %5 можуть піти %2 з %3 і %4; уточніть вертикаль або горизонталь</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: a pawn reaching the last rank must promote; add =Q, =R, =B or =N</source>
        <translation>%1: пішак, що дійшов до останньої горизонталі, має перетворитися; додайте =Q, =R, =B або =N</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not legal: it would leave the white king in check</source>
        <translation>%1 — неможливий хід: білий король залишився б під шахом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not legal: it would leave the black king in check</source>
        <translation>%1 — неможливий хід: чорний король залишився б під шахом</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not legal here: %2 can move to %3</source>
        <translation>%1 — тут неможливий хід: %2 не може піти на %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>on %1</source>
        <translation>на %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on the %1-file</source>
        <translation>на вертикалі %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on rank %1</source>
        <translation>на %1-й горизонталі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not legal here: %2 %3 can move to %4</source>
        <translation>%1 — тут неможливий хід: %2 %3 не може піти на %4</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>there is no piece on %1</source>
        <translation>на %1 немає фігури</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>white is to move</source>
        <translation>хід білих</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black is to move</source>
        <translation>хід чорних</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 on %2 cannot go to %3</source>
        <translation>%1 з %2 не може піти на %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the king has no safe square</source>
        <translation>королю нікуди піти: усі поля під боєм</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king would be in check on %1</source>
        <translation>на %1 король був би під шахом</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the white king is in check: answer the check first</source>
        <translation>білому королю шах: спершу захистіть його</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the black king is in check: answer the check first</source>
        <translation>чорному королю шах: спершу захистіть його</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2 is pinned: moving it would expose the king</source>
        <translation>%1 на %2 зв’язан(а): хід цією фігурою відкрив би короля</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2 has no move</source>
        <translation>%1 на %2: ходів немає</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it would leave the white king in check</source>
        <translation>після цього ходу білий король залишився б під шахом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it would leave the black king in check</source>
        <translation>після цього ходу чорний король залишився б під шахом</translation>
    </message>
</context>
<context>
    <name>ferz::Pgn</name>
    <message>
        <location filename="../engine/record/pgn.cpp" line="+626"/>
        <source>line %1, column %2: %3</source>
        <translation>рядок %1, стовпець %2: %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot go to byte %L1</source>
        <translation>не вдається перейти до байта %L1</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>a string that does not end on its line</source>
        <translation>рядкове значення не закрито лапкою до кінця рядка</translation>
    </message>
    <message>
        <source>a Chess960 game: Ferz plays standard chess</source>
        <translation type="vanished">партія Chess960: Ferz грає у звичайні шахи</translation>
    </message>
    <message>
        <source>an %1 game: Ferz plays standard chess</source>
        <translation type="vanished">партія варіанта %1: Ferz грає у звичайні шахи</translation>
    </message>
    <message>
        <source>a %1 game: Ferz plays standard chess</source>
        <translation type="vanished">партія варіанта %1: Ferz грає у звичайні шахи</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>a string longer than %Ln bytes</source>
        <translation>
            <numerusform>рядкове значення довше за %Ln байт</numerusform>
            <numerusform>рядкове значення довше за %Ln байти</numerusform>
            <numerusform>рядкове значення довше за %Ln байтів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a comment that is never closed with &apos;}&apos;</source>
        <translation>коментар не закрито символом &apos;}&apos;</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>a comment longer than %Ln bytes</source>
        <translation>
            <numerusform>коментар довший за %Ln байт</numerusform>
            <numerusform>коментар довший за %Ln байти</numerusform>
            <numerusform>коментар довший за %Ln байтів</numerusform>
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
        <translation>несподіваний символ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an unexpected byte %1</source>
        <translation>несподіваний байт %1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>a tag left out: %1</source>
        <translation>тег пропущено: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>після &apos;[&apos; очікувалася назва тегу</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected the value of tag %1 in quotes</source>
        <translation>очікувалося значення тегу %1 у лапках</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected &apos;]&apos; after the value of tag %1</source>
        <translation>після значення тегу %1 очікувалася &apos;]&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>more than 1000 tags</source>
        <translation>більше 1000 тегів</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>the FEN tag: %1</source>
        <translation>тег FEN: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a string in the moves</source>
        <translation>рядкове значення серед ходів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unexpected &apos;[&apos;</source>
        <translation>неочікувана &apos;[&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unexpected &apos;]&apos;</source>
        <translation>несподівана &apos;]&apos;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>an annotation glyph before any move</source>
        <translation>знак анотації до першого ходу</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a &apos;)&apos; without &apos;(&apos; is left out</source>
        <translation>&apos;)&apos; без &apos;(&apos; пропущено</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+42"/>
        <source>a result inside a variation is left out</source>
        <translation>результат усередині варіанта пропущено</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>a variation is not closed with &apos;)&apos;: it ends here</source>
        <translation>варіант не закрито &apos;)&apos;: він закінчується тут</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the file ends before the game&apos;s result (it may be cut off): the game is kept unfinished</source>
        <translation>файл закінчується до результату партії (можливо, його обрізано): партія залишається незавершеною</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file ends in the middle of %1: it is left out</source>
        <translation>файл закінчується посеред %1: це слово пропущено</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a null move (%1): Ferz cannot show the position after a move that passes the turn</source>
        <translation>нульовий хід (%1): Ferz не може показати позицію після ходу, що передає чергу</translation>
    </message>
    <message numerus="yes">
        <location line="+86"/>
        <source>a game longer than %Ln bytes</source>
        <translation>
            <numerusform>партія довша за %Ln байт</numerusform>
            <numerusform>партія довша за %Ln байти</numerusform>
            <numerusform>партія довша за %Ln байтів</numerusform>
        </translation>
    </message>
    <message>
        <location line="-162"/>
        <source>annotation glyph %1</source>
        <translation>неприпустимий знак анотації %1</translation>
    </message>
    <message>
        <location line="-381"/>
        <source>an %1 game: Ferz plays standard chess and Chess960</source>
        <translation>партія варіанта %1: Ferz грає у звичайні шахи та Chess960</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 game: Ferz plays standard chess and Chess960</source>
        <translation>партія варіанта %1: Ferz грає у звичайні шахи та Chess960</translation>
    </message>
    <message>
        <location line="+386"/>
        <source>a variation before any move</source>
        <translation>варіант до першого ходу</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>variations nested more than %Ln deep</source>
        <translation>
            <numerusform>варіанти вкладено глибше ніж на %Ln рівень</numerusform>
            <numerusform>варіанти вкладено глибше ніж на %Ln рівні</numerusform>
            <numerusform>варіанти вкладено глибше ніж на %Ln рівнів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>an empty variation</source>
        <translation>порожній варіант</translation>
    </message>
    <message numerus="yes">
        <location line="+68"/>
        <source>more than %Ln moves</source>
        <translation>
            <numerusform>більше %Ln ходу</numerusform>
            <numerusform>більше %Ln ходів</numerusform>
            <numerusform>більше %Ln ходів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/window/gamedocument.cpp" line="-44"/>
        <location filename="../engine/record/pgn.cpp" line="+134"/>
        <source>no game</source>
        <translation>партії немає</translation>
    </message>
</context>
<context>
    <name>ferz::Review</name>
    <message>
        <location filename="../engine/record/review.cpp" line="+115"/>
        <source>Inaccuracy</source>
        <translation>Неточність</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Помилка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Груба помилка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hangs a pawn</source>
        <translation>підставляє пішака</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hangs the knight</source>
        <translation>підставляє коня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hangs the bishop</source>
        <translation>підставляє слона</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hangs the rook</source>
        <translation>підставляє туру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hangs the queen</source>
        <translation>підставляє ферзя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loses a pawn</source>
        <translation>втрачає пішака</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>loses the knight</source>
        <translation>втрачає коня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loses the bishop</source>
        <translation>втрачає слона</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>loses the rook</source>
        <translation>втрачає туру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loses the queen</source>
        <translation>втрачає ферзя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a pawn</source>
        <translation>пропускає виграш пішака</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a knight</source>
        <translation>пропускає виграш коня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a bishop</source>
        <translation>пропускає виграш слона</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning a rook</source>
        <translation>пропускає виграш тури</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses winning the queen</source>
        <translation>пропускає виграш ферзя</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>allows mate in %n</source>
        <translation>
            <numerusform>допускає мат за %n хід</numerusform>
            <numerusform>допускає мат за %n ходи</numerusform>
            <numerusform>допускає мат за %n ходів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>misses mate in %n</source>
        <translation>
            <numerusform>пропускає мат за %n хід</numerusform>
            <numerusform>пропускає мат за %n ходи</numerusform>
            <numerusform>пропускає мат за %n ходів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lets the opponent promote</source>
        <translation>дозволяє суперникові провести пішака в ферзі</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leaves a pawn on %1 undefended</source>
        <translation>залишає без захисту пішака на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the knight on %1 undefended</source>
        <translation>залишає без захисту коня на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the bishop on %1 undefended</source>
        <translation>залишає без захисту слона на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the rook on %1 undefended</source>
        <translation>залишає без захисту туру на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the queen on %1 undefended</source>
        <translation>залишає без захисту ферзя на %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leaves a pawn on %1 en prise</source>
        <translation>залишає під боєм пішака на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the knight on %1 en prise</source>
        <translation>залишає під боєм коня на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the bishop on %1 en prise</source>
        <translation>залишає під боєм слона на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the rook on %1 en prise</source>
        <translation>залишає під боєм туру на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves the queen on %1 en prise</source>
        <translation>залишає під боєм ферзя на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allows a fork</source>
        <translation>допускає вилку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was better</source>
        <translation>Краще було %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was better: %2</source>
        <translation>Краще було %1: %2</translation>
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
        <translation>(недрукований байт)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+101"/>
        <location line="+45"/>
        <source>%1: cannot be read.</source>
        <translation>%1: не вдається прочитати.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>%1: %2 added, %3 already in the library, %4 could not be read.</source>
        <extracomment>The numbers of games of a file: added, already in the library, could not be read.</extracomment>
        <translation>%1: додано: %2, уже в бібліотеці: %3, не прочитано: %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: not UTF-8, read as Latin-1.</source>
        <translation>%1: не в UTF-8, прочитано як Latin-1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first that could not be read: %1</source>
        <translation>Перша непрочитана: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games could not be added to the game library: %1</source>
        <translation>Партії не вдалося додати до бібліотеки: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Games in the library: %1.</source>
        <translation>Партій у бібліотеці: %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1, game %2: cannot be read: %3</source>
        <extracomment>A game of a file that could not be read: the file, its number, why.</extracomment>
        <translation>%1, партія %2: не вдається прочитати: %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, game %2 (%3): analysing…</source>
        <extracomment>Progress on standard error: the file, the game&apos;s number, its players.</extracomment>
        <translation>%1, партія %2 (%3): аналіз…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, game %2: cannot be analysed: %3</source>
        <translation>%1, партія %2: не вдається проаналізувати: %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, game %2: ?! %3, ? %4, ?? %5</source>
        <extracomment>The marks of one game: inaccuracies, mistakes, blunders.</extracomment>
        <translation>%1, партія %2: ?! %3, ? %4, ?? %5</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: cannot be written: %2</source>
        <translation>%1: не вдається записати: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games analysed: %1. Games that could not be analysed: %2.</source>
        <extracomment>The end of ferz --annotate: games analysed, and those that could not be.</extracomment>
        <translation>Проаналізовано партій: %1. Не вдалося проаналізувати: %2.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Ferz: play chess against the computer.</source>
        <translation>Ferz: гра в шахи з комп’ютером.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the time to the first painted board and quit.</source>
        <translation>Вивести час до першого відображення дошки й вийти.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add the games of the PGN files to the game library, without a window, and say how many were added.</source>
        <translation>Додати партії з файлів PGN до бібліотеки без відкриття вікна й повідомити, скільки додано.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analyse the games of the PGN files, without a window, and write them with the analysis&apos;s marks, reasons, better lines and evaluations.</source>
        <translation>Проаналізувати партії з файлів PGN без відкриття вікна й записати їх із позначками, причинами, кращими варіантами й оцінками аналізу.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the file to write (else the standard output).</source>
        <translation>З --annotate: файл для запису (інакше стандартний вивід).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the nodes of the first look at each position (200000 unless told).</source>
        <translation>З --annotate: кількість вузлів першого перегляду кожної позиції (типово 200000).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the depth of the first look at each position, instead of nodes.</source>
        <translation>З --annotate: глибина першого перегляду кожної позиції замість кількості вузлів.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --annotate: the engine of Game → Engines that judges (Ferz&apos;s own unless told).</source>
        <translation>З --annotate: рушій із «Партія → Рушії», який оцінює (типово рушій Ferz).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A PGN file to open (with --import: files to add; with --annotate: files to analyse).</source>
        <translation>Файл PGN для відкриття (з --import: файли для додавання; з --annotate: файли для аналізу).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>--annotate needs at least one PGN file.</source>
        <translation>--annotate потрібен хоча б один файл PGN.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Give --nodes or --depth, not both.</source>
        <translation>Вкажіть --nodes або --depth, але не обидва.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--nodes and --depth take a positive whole number.</source>
        <translation>--nodes і --depth приймають ціле додатне число.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No engine %1 in Game → Engines, which lists none.</source>
        <translation>Немає рушія %1 у «Партія → Рушії»: там немає жодного.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No engine %1 in Game → Engines, which lists: %2.</source>
        <translation>Немає рушія %1 у «Партія → Рушії», там є: %2.</translation>
    </message>
    <message>
        <source>A PGN file to open (with --import: files to add).</source>
        <translation type="vanished">Файл PGN для відкриття (з --import: файли для додавання).</translation>
    </message>
</context>
</TS>
