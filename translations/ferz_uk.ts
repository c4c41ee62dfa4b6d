<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>AutoSave</name>
    <message>
        <location filename="../app/autosave.cpp" line="83"/>
        <source>the file is too large</source>
        <translation>файл завеликий</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="96"/>
        <source>it does not say which side you play</source>
        <translation>у ньому не сказано, за яку сторону ви граєте</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="111"/>
        <source>its clock cannot be read</source>
        <translation>його годинник не вдається прочитати</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="130"/>
        <source>The game saved when Ferz last ran could not be read (%1). It was kept as %2.</source>
        <translation>Партію, збережену під час минулого запуску Ferz, не вдалося прочитати (%1). Її збережено як %2.</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="133"/>
        <source>The game saved when Ferz last ran could not be read (%1).</source>
        <translation>Партію, збережену під час минулого запуску Ferz, не вдалося прочитати (%1).</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <location filename="../app/boardtheme.cpp" line="7"/>
        <source>Wood</source>
        <translation>Дерево</translation>
    </message>
    <message>
        <location filename="../app/boardtheme.cpp" line="10"/>
        <source>Green</source>
        <translation>Зелена</translation>
    </message>
    <message>
        <location filename="../app/boardtheme.cpp" line="13"/>
        <source>Blue</source>
        <translation>Синя</translation>
    </message>
    <message>
        <location filename="../app/boardtheme.cpp" line="16"/>
        <source>Grey</source>
        <translation>Сіра</translation>
    </message>
</context>
<context>
    <name>EngineConfig</name>
    <message>
        <location filename="../app/engineconfig.cpp" line="22"/>
        <source>Line %1: write an option as Name=Value</source>
        <translation>Рядок %1: запишіть параметр як Назва=Значення</translation>
    </message>
    <message>
        <location filename="../app/engineconfig.cpp" line="39"/>
        <source>The engine needs a name.</source>
        <translation>Укажіть назву рушія.</translation>
    </message>
    <message>
        <location filename="../app/engineconfig.cpp" line="41"/>
        <source>No program %1 was found.</source>
        <translation>Програму %1 не знайдено.</translation>
    </message>
    <message>
        <location filename="../app/engineconfig.cpp" line="42"/>
        <source>%1 is not a program.</source>
        <translation>%1 — не програма.</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../app/enginesdialog.cpp" line="19"/>
        <source>Remove</source>
        <translation>Вилучити</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="20"/>
        <source>Engines</source>
        <translation>Рушії</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="22"/>
        <source>Add</source>
        <translation>Додати</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="23"/>
        <source>Browse…</source>
        <translation>Огляд…</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="24"/>
        <source>e.g. stockfish or /usr/games/stockfish</source>
        <translation>напр., stockfish, /usr/games/stockfish</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="25"/>
        <source>e.g. --uci for gnuchess</source>
        <translation>напр., --uci для gnuchess</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="27"/>
        <source>One option a line, e.g.
UCI_LimitStrength=true
UCI_Elo=1500</source>
        <translation>По одному параметру в рядку, напр.:
UCI_LimitStrength=true
UCI_Elo=1500</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="36"/>
        <source>Name:</source>
        <translation>Назва:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="37"/>
        <source>Program:</source>
        <translation>Програма:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="38"/>
        <source>Arguments:</source>
        <translation>Аргументи:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="39"/>
        <source>Options:</source>
        <translation>Параметри:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="53"/>
        <source>UCI chess engines installed on this computer, to play against instead of Ferz.</source>
        <translation>Шахові рушії UCI, встановлені на цьому комп’ютері, — щоб грати з ними замість Ferz.</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="64"/>
        <source>Choose an engine</source>
        <translation>Виберіть рушій</translation>
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
        <translation>Новий рушій</translation>
    </message>
</context>
<context>
    <name>ExternalEngine</name>
    <message>
        <location filename="../app/externalengine.cpp" line="23"/>
        <source>could not start %1: %2</source>
        <translation>не вдалося запустити %1: %2</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="150"/>
        <source>%1 wrote a line of more than 64 KB</source>
        <translation>%1 вивів рядок, довший за 64 КБ</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="220"/>
        <source>%1 answered with the move “%2”, which is not legal here: %3</source>
        <translation>%1 відповів ходом «%2», який тут неможливий: %3</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="239"/>
        <source>%1 stopped unexpectedly (exit code %2)</source>
        <translation>%1 несподівано завершив роботу (код виходу %2)</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="244"/>
        <source>%1 did not answer “uci”</source>
        <translation>%1 не відповів на «uci»</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="245"/>
        <source>%1 did not answer “isready”</source>
        <translation>%1 не відповів на «isready»</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="247"/>
        <source>%1 did not play its move in time</source>
        <translation>%1 не зробив хід вчасно</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gamecontroller.cpp" line="174"/>
        <source>The game is over.</source>
        <translation>Партію закінчено.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="175"/>
        <source>It is the computer&apos;s move.</source>
        <translation>Зараз хід комп’ютера.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="378"/>
        <source>The computer declines the draw: it thinks it stands better.</source>
        <translation>Комп’ютер відхиляє нічию: він вважає, що стоїть краще.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="379"/>
        <source>The computer declines the draw: the game has hardly begun.</source>
        <translation>Комп’ютер відхиляє нічию: партія ледве почалася.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="382"/>
        <source>The computer accepts the draw: it judges the position equal or worse for itself.</source>
        <translation>Комп’ютер погоджується на нічию: він оцінює позицію як рівну або гіршу для себе.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="432"/>
        <source>The computer&apos;s engine stopped: %1. Start a new game to play on.</source>
        <translation>Рушій комп’ютера зупинився: %1. Почніть нову партію, щоб грати далі.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="508"/>
        <source>Checkmate — White wins</source>
        <translation>Мат — білі виграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="509"/>
        <source>Checkmate — Black wins</source>
        <translation>Мат — чорні виграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="510"/>
        <source>Draw by stalemate</source>
        <translation>Нічия: пат</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="511"/>
        <source>Draw: neither side can mate</source>
        <translation>Нічия: жодна сторона не може поставити мат</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="512"/>
        <source>Draw by fivefold repetition</source>
        <translation>Нічия: позиція повторилася п’ять разів</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="513"/>
        <source>Draw by the 75-move rule</source>
        <translation>Нічия за правилом 75 ходів</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="515"/>
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation>Нічия: позиція повторилася тричі, нічию вимагав комп’ютер</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="516"/>
        <source>Draw by threefold repetition, claimed by you</source>
        <translation>Нічия: позиція повторилася тричі, нічию вимагали ви</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="518"/>
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation>Нічия за правилом 50 ходів, її вимагав комп’ютер</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="519"/>
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation>Нічия за правилом 50 ходів, її вимагали ви</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="521"/>
        <source>White resigns — Black wins</source>
        <translation>Білі здалися — чорні виграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="521"/>
        <source>Black resigns — White wins</source>
        <translation>Чорні здалися — білі виграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="522"/>
        <source>Draw by agreement</source>
        <translation>Нічия за згодою</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="524"/>
        <source>White ran out of time — Black wins</source>
        <translation>У білих скінчився час — чорні виграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="525"/>
        <source>Black ran out of time — White wins</source>
        <translation>У чорних скінчився час — білі виграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="527"/>
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation>У білих скінчився час, але чорні не можуть поставити мат — нічия</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="528"/>
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation>У чорних скінчився час, але білі не можуть поставити мат — нічия</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="530"/>
        <source>White won (as recorded in the game)</source>
        <translation>Білі виграли (так записано в партії)</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="531"/>
        <source>Black won (as recorded in the game)</source>
        <translation>Чорні виграли (так записано в партії)</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="532"/>
        <source>Drawn (as recorded in the game)</source>
        <translation>Нічия (так записано в партії)</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <location filename="../app/gamepicker.cpp" line="52"/>
        <source>Open a game from %1</source>
        <translation>Відкрити партію з %1</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="53"/>
        <source>Filter by player, event, date or result</source>
        <translation>Фільтр за гравцем, турніром, датою або результатом</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Event</source>
        <translation>Турнір</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="58"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../app/gamepicker.cpp" line="97"/>
        <source>Games: %1 of %2</source>
        <translation>Партій: %1 з %2</translation>
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
        <translation>Ваша партія повернулася — такою, якою ви її залишили.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="130"/>
        <source>The game cannot be kept safe on disk: %1</source>
        <translation>Не вдається зберегти партію на диск: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="172"/>
        <source>Type a move: Nf3, e2e4…</source>
        <translation>Введіть хід: Nf3, e2e4…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="196"/>
        <location filename="../app/mainwindow.cpp" line="578"/>
        <source>New game</source>
        <translation>Нова партія</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="198"/>
        <location filename="../app/mainwindow.cpp" line="579"/>
        <source>Review</source>
        <translation>Переглянути</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="200"/>
        <location filename="../app/mainwindow.cpp" line="580"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="202"/>
        <source>Claim draw</source>
        <translation>Вимагати нічию</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="204"/>
        <source>Play on</source>
        <translation>Грати далі</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="206"/>
        <source>Back to game</source>
        <translation>Повернутися до партії</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="208"/>
        <source>OK</source>
        <translation>Гаразд</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="226"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Нова партія…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="228"/>
        <source>&amp;Undo Move</source>
        <translation>&amp;Скасувати хід</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="232"/>
        <source>&amp;Redo Move</source>
        <translation>&amp;Повторити хід</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="237"/>
        <source>&amp;Hint</source>
        <translation>Під&amp;казка</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="241"/>
        <source>O&amp;ffer Draw</source>
        <translation>За&amp;пропонувати нічию</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="243"/>
        <source>&amp;Claim Draw</source>
        <translation>Ви&amp;магати нічию</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="245"/>
        <source>Res&amp;ign</source>
        <translation>Зд&amp;атися</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="247"/>
        <source>Resign</source>
        <translation>Здатися</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="247"/>
        <source>Resign this game?</source>
        <translation>Здати цю партію?</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="250"/>
        <source>&amp;Engines…</source>
        <translation>&amp;Рушії…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="254"/>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="255"/>
        <location filename="../app/mainwindow.cpp" line="671"/>
        <location filename="../app/mainwindow.cpp" line="680"/>
        <location filename="../app/mainwindow.cpp" line="697"/>
        <source>Open a game</source>
        <translation>Відкрити партію</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="256"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файли PGN (*.pgn);;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="259"/>
        <source>Set &amp;Up Position…</source>
        <translation>Розставити п&amp;озицію…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="268"/>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="269"/>
        <source>Save &amp;As…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="270"/>
        <source>&amp;Copy Game (PGN)</source>
        <translation>&amp;Копіювати партію (PGN)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="272"/>
        <source>The game is on the clipboard, as PGN.</source>
        <translation>Партію скопійовано в буфер обміну у форматі PGN.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="274"/>
        <source>Copy P&amp;osition (FEN)</source>
        <translation>Копіювати п&amp;озицію (FEN)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="278"/>
        <source>The position is on the clipboard, as FEN.</source>
        <translation>Позицію скопійовано в буфер обміну у форматі FEN.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="280"/>
        <source>&amp;Paste Game or Position</source>
        <translation>&amp;Вставити партію або позицію</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="282"/>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="283"/>
        <source>&amp;Flip Board</source>
        <translation>Пере&amp;вернути дошку</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="285"/>
        <source>First Position</source>
        <translation>Початкова позиція</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="287"/>
        <source>Previous Move</source>
        <translation>Попередній хід</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="289"/>
        <source>Next Move</source>
        <translation>Наступний хід</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="291"/>
        <source>Last Move</source>
        <translation>Останній хід</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="293"/>
        <source>Back to Game</source>
        <translation>Повернутися до партії</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="295"/>
        <source>&amp;About Ferz</source>
        <translation>&amp;Про Ferz</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="298"/>
        <source>About Ferz</source>
        <translation>Про Ferz</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="299"/>
        <source>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;A chess program: play the computer, review the game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Pieces: the Cburnett set by Colin M. L. Burnett (GPL). Sounds and icon made for Ferz.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;Шахова програма: грайте з комп’ютером, переглядайте партію.&lt;/p&gt;&lt;p&gt;Вільна програма під ліцензією GNU General Public License версії 3 або новішої.&lt;/p&gt;&lt;p&gt;Фігури: набір Cburnett, автор Colin M. L. Burnett (GPL). Звуки й значок створено для Ferz.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="307"/>
        <source>&amp;Sound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="312"/>
        <source>Show Computer&apos;s Anal&amp;ysis</source>
        <translation>&amp;Показувати аналіз комп’ютера</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Off</source>
        <translation>Вимкнена</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Fast</source>
        <translation>Швидка</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Normal</source>
        <translation>Звичайна</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="331"/>
        <source>Slow</source>
        <translation>Повільна</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="352"/>
        <source>&amp;Game</source>
        <translation>&amp;Партія</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="354"/>
        <source>Open &amp;Recent</source>
        <translation>Нещодавні &amp;файли</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="357"/>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="359"/>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="361"/>
        <source>Board &amp;Colours</source>
        <translation>&amp;Кольори дошки</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="362"/>
        <source>&amp;Animation</source>
        <translation>&amp;Анімація</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="366"/>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="370"/>
        <source>System Default</source>
        <translation>Як у системі</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="384"/>
        <source>The language changes when Ferz starts again.</source>
        <translation>Мова зміниться під час наступного запуску Ferz.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="387"/>
        <source>&amp;Moves</source>
        <translation>&amp;Ходи</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="390"/>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="392"/>
        <source>Game</source>
        <translation>Партія</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="500"/>
        <source>Your move repeats the position a third time: you may claim a draw, or play on.</source>
        <translation>Ваш хід повторює позицію втретє: ви можете вимагати нічию або грати далі.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="502"/>
        <source>Your move completes fifty moves without a capture or a pawn move: you may claim a draw, or play on.</source>
        <translation>Вашим ходом завершується п’ятдесят ходів без взять і ходів пішаками: ви можете вимагати нічию або грати далі.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="506"/>
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation>Ця позиція повторилася тричі: ви можете вимагати нічию.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="507"/>
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation>П’ятдесят ходів без взять і ходів пішаками: ви можете вимагати нічию.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="513"/>
        <location filename="../app/mainwindow.cpp" line="598"/>
        <source>The computer is thinking…</source>
        <translation>Комп’ютер думає…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="514"/>
        <source>Hints used: %1</source>
        <translation>Використано підказок: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="526"/>
        <source>You may claim a draw: the computer waits until you claim or play on</source>
        <translation>Ви можете вимагати нічию: комп’ютер чекає, доки ви її не вимагатимете або не продовжите гру</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="528"/>
        <source>Your move (White)</source>
        <translation>Ваш хід (білі)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="528"/>
        <source>Your move (Black)</source>
        <translation>Ваш хід (чорні)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="530"/>
        <source>White (the computer) to move</source>
        <translation>Хід білих (комп’ютер)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="530"/>
        <source>Black (the computer) to move</source>
        <translation>Хід чорних (комп’ютер)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="532"/>
        <source> — the white king is in check</source>
        <translation> — білому королю шах</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="532"/>
        <source> — the black king is in check</source>
        <translation> — чорному королю шах</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="558"/>
        <source>White&apos;s clock</source>
        <translation>Годинник білих</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="558"/>
        <source>Black&apos;s clock</source>
        <translation>Годинник чорних</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="576"/>
        <source>Game over</source>
        <translation>Партію закінчено</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="601"/>
        <source>The computer is thinking… depth %1, evaluation %2</source>
        <translation>Комп’ютер думає… глибина %1, оцінка %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="628"/>
        <source>Reviewing the start position.</source>
        <translation>Перегляд: початкова позиція.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="629"/>
        <source>Reviewing the position after %1.</source>
        <translation>Перегляд: позиція після %1.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="671"/>
        <source>Could not open %1.</source>
        <translation>Не вдалося відкрити %1.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="682"/>
        <source>%1 holds no game.</source>
        <translation>У %1 немає жодної партії.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="683"/>
        <source>%1 holds no game that can be read: %2</source>
        <translation>У %1 немає партій, які можна прочитати: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="698"/>
        <source>The game in %1 cannot be read: %2</source>
        <translation>Не вдалося прочитати партію з %1: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="701"/>
        <source>it is empty</source>
        <translation>вона порожня</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="734"/>
        <location filename="../app/mainwindow.cpp" line="745"/>
        <source>Save the game</source>
        <translation>Зберегти партію</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="734"/>
        <source>PGN files (*.pgn)</source>
        <translation>Файли PGN (*.pgn)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="746"/>
        <source>Could not save %1: %2</source>
        <translation>Не вдалося зберегти %1: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="749"/>
        <source>Saved %1</source>
        <translation>Збережено: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="773"/>
        <source>The clipboard holds neither a game nor a position. As PGN: %1. As FEN: %2.</source>
        <translation>У буфері обміну немає ні партії, ні позиції. Як PGN: %1. Як FEN: %2.</translation>
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
        <translation>Білі</translation>
    </message>
    <message>
        <location filename="../app/movelist.cpp" line="6"/>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/newgamedialog.cpp" line="25"/>
        <source>New game</source>
        <translation>Нова партія</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="27"/>
        <source>Ferz</source>
        <translation>Ferz</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="34"/>
        <source>White</source>
        <translation>Білими</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="35"/>
        <source>Black</source>
        <translation>Чорними</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="36"/>
        <source>Random</source>
        <translation>Випадково</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="45"/>
        <source>No clock</source>
        <translation>Без годинника</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="45"/>
        <source>%1 min + %2 s a move</source>
        <translation>%1 хв + %2 с за хід</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="55"/>
        <source>Standard start position</source>
        <translation>Стандартна початкова позиція</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="62"/>
        <source>Opponent:</source>
        <translation>Суперник:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="63"/>
        <source>You play:</source>
        <translation>Ви граєте:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="64"/>
        <source>Computer level:</source>
        <translation>Рівень комп’ютера:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="65"/>
        <source>Clock:</source>
        <translation>Годинник:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="66"/>
        <source>Start position (FEN):</source>
        <translation>Початкова позиція (FEN):</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="69"/>
        <source>Play</source>
        <translation>Грати</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../app/positioneditor.cpp" line="54"/>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="55"/>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="57"/>
        <source>Set Up a Position</source>
        <translation>Розстановка позиції</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="86"/>
        <source>Erase</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="87"/>
        <source>Take pieces off the board (or right-click a piece)</source>
        <translation>Прибирати фігури з дошки (або клацніть фігуру правою кнопкою)</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="97"/>
        <source>Clear Board</source>
        <translation>Очистити дошку</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="98"/>
        <source>Start Position</source>
        <translation>Початкова позиція</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="109"/>
        <source>White O-O</source>
        <translation>Білі O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="109"/>
        <source>White O-O-O</source>
        <translation>Білі O-O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="109"/>
        <source>Black O-O</source>
        <translation>Чорні O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="110"/>
        <source>Black O-O-O</source>
        <translation>Чорні O-O-O</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="126"/>
        <source>Play from Here</source>
        <translation>Грати звідси</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="131"/>
        <source>To move:</source>
        <translation>Хід:</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="132"/>
        <source>Castling:</source>
        <translation>Рокіровка:</translation>
    </message>
    <message>
        <location filename="../app/positioneditor.cpp" line="133"/>
        <source>En passant:</source>
        <translation>Взяття на проході:</translation>
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
        <translation>Повна сила</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="66"/>
        <source>beginner</source>
        <translation>новачок</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="68"/>
        <source>casual player</source>
        <translation>любитель</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="70"/>
        <source>club player</source>
        <translation>клубний гравець</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="72"/>
        <source>strong club player</source>
        <translation>сильний клубний гравець</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="74"/>
        <source>master</source>
        <translation>майстер</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="76"/>
        <source>grandmaster</source>
        <translation>гросмейстер</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="77"/>
        <source>%1 Elo — %2</source>
        <translation>%1 Ело — %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="81"/>
        <source>Ferz: play chess against the computer.</source>
        <translation>Ferz: гра в шахи з комп’ютером.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="86"/>
        <source>Print the time to the first painted board and quit.</source>
        <translation>Вивести час до першого відображення дошки й вийти.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="89"/>
        <source>A PGN file to open.</source>
        <translation>Файл PGN, який треба відкрити.</translation>
    </message>
</context>
</TS>
