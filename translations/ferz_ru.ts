<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ru_RU">
<context>
    <name>BoardTheme</name>
    <message>
        <location filename="../app/boardtheme.cpp" line="7" />
        <source>Wood</source>
        <translation>Дерево</translation>
    </message>
    <message>
        <location filename="../app/boardtheme.cpp" line="10" />
        <source>Green</source>
        <translation>Зелёная</translation>
    </message>
    <message>
        <location filename="../app/boardtheme.cpp" line="13" />
        <source>Blue</source>
        <translation>Синяя</translation>
    </message>
    <message>
        <location filename="../app/boardtheme.cpp" line="16" />
        <source>Grey</source>
        <translation>Серая</translation>
    </message>
</context>
<context>
    <name>EngineConfig</name>
    <message>
        <location filename="../app/engineconfig.cpp" line="22" />
        <source>Line %1: write an option as Name=Value</source>
        <translation>Строка %1: запишите параметр как Имя=Значение</translation>
    </message>
    <message>
        <location filename="../app/engineconfig.cpp" line="39" />
        <source>The engine needs a name.</source>
        <translation>Укажите название движка.</translation>
    </message>
    <message>
        <location filename="../app/engineconfig.cpp" line="41" />
        <source>No program %1 was found.</source>
        <translation>Программа %1 не найдена.</translation>
    </message>
    <message>
        <location filename="../app/engineconfig.cpp" line="42" />
        <source>%1 is not a program.</source>
        <translation>%1 — не программа.</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <location filename="../app/enginesdialog.cpp" line="19" />
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="20" />
        <source>Engines</source>
        <translation>Движки</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="22" />
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="23" />
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="24" />
        <source>e.g. stockfish or /usr/games/stockfish</source>
        <translation>например, stockfish или /usr/games/stockfish</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="25" />
        <source>e.g. --uci for gnuchess</source>
        <translation>например, --uci для gnuchess</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="27" />
        <source>One option a line, e.g.
UCI_LimitStrength=true
UCI_Elo=1500</source>
        <translation>По одному параметру в строке, например:
UCI_LimitStrength=true
UCI_Elo=1500</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="36" />
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="37" />
        <source>Program:</source>
        <translation>Программа:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="38" />
        <source>Arguments:</source>
        <translation>Аргументы:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="39" />
        <source>Options:</source>
        <translation>Параметры:</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="53" />
        <source>UCI chess engines installed on this computer, to play against instead of Ferz.</source>
        <translation>Шахматные движки UCI, установленные на этом компьютере, — чтобы играть с ними вместо «Ферзя».</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="64" />
        <source>Choose an engine</source>
        <translation>Выберите движок</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="104" />
        <location filename="../app/enginesdialog.cpp" line="131" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/enginesdialog.cpp" line="110" />
        <source>New engine</source>
        <translation>Новый движок</translation>
    </message>
</context>
<context>
    <name>ExternalEngine</name>
    <message>
        <location filename="../app/externalengine.cpp" line="23" />
        <source>could not start %1: %2</source>
        <translation>не удалось запустить %1: %2</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="150" />
        <source>%1 wrote a line of more than 64 KB</source>
        <translation>%1 вывел строку длиннее 64 КБ</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="220" />
        <source>%1 answered with the move “%2”, which is not legal here: %3</source>
        <translation>%1 ответил ходом «%2», который здесь невозможен: %3</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="239" />
        <source>%1 stopped unexpectedly (exit code %2)</source>
        <translation>%1 неожиданно завершился (код выхода %2)</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="244" />
        <source>%1 did not answer “uci”</source>
        <translation>%1 не ответил на «uci»</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="245" />
        <source>%1 did not answer “isready”</source>
        <translation>%1 не ответил на «isready»</translation>
    </message>
    <message>
        <location filename="../app/externalengine.cpp" line="247" />
        <source>%1 did not play its move in time</source>
        <translation>%1 не сделал ход вовремя</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gamecontroller.cpp" line="121" />
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="122" />
        <source>It is the computer's move.</source>
        <translation>Сейчас ход компьютера.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="325" />
        <source>The computer declines the draw: it thinks it stands better.</source>
        <translation>Компьютер отклоняет ничью: он считает, что стоит лучше.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="326" />
        <source>The computer declines the draw: the game has hardly begun.</source>
        <translation>Компьютер отклоняет ничью: партия едва началась.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="329" />
        <source>The computer accepts the draw: it judges the position equal or worse for itself.</source>
        <translation>Компьютер соглашается на ничью: он оценивает позицию как равную или худшую для себя.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="379" />
        <source>The computer's engine stopped: %1. Start a new game to play on.</source>
        <translation>Движок компьютера остановился: %1. Начните новую партию, чтобы играть дальше.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="404" />
        <source>Checkmate — White wins</source>
        <translation>Мат — белые выиграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="405" />
        <source>Checkmate — Black wins</source>
        <translation>Мат — чёрные выиграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="406" />
        <source>Draw by stalemate</source>
        <translation>Ничья: пат</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="407" />
        <source>Draw: neither side can mate</source>
        <translation>Ничья: ни одна из сторон не может поставить мат</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="408" />
        <source>Draw by fivefold repetition</source>
        <translation>Ничья: позиция повторилась пять раз</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="409" />
        <source>Draw by the 75-move rule</source>
        <translation>Ничья по правилу 75 ходов</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="411" />
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation>Ничья: позиция повторилась три раза, ничью потребовал компьютер</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="412" />
        <source>Draw by threefold repetition, claimed by you</source>
        <translation>Ничья: позиция повторилась три раза, ничью потребовали вы</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="414" />
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation>Ничья по правилу 50 ходов, её потребовал компьютер</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="415" />
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation>Ничья по правилу 50 ходов, её потребовали вы</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="417" />
        <source>White resigns — Black wins</source>
        <translation>Белые сдались — чёрные выиграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="417" />
        <source>Black resigns — White wins</source>
        <translation>Чёрные сдались — белые выиграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="418" />
        <source>Draw by agreement</source>
        <translation>Ничья по соглашению</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="420" />
        <source>White ran out of time — Black wins</source>
        <translation>У белых кончилось время — чёрные выиграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="421" />
        <source>Black ran out of time — White wins</source>
        <translation>У чёрных кончилось время — белые выиграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="423" />
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation>У белых кончилось время, но чёрные не могут поставить мат — ничья</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="424" />
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation>У чёрных кончилось время, но белые не могут поставить мат — ничья</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="74" />
        <source>Ferz</source>
        <translation>Ферзь</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="146" />
        <source>Type a move: Nf3, e2e4…</source>
        <translation>Введите ход: Nf3, e2e4…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="171" />
        <location filename="../app/mainwindow.cpp" line="479" />
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="173" />
        <location filename="../app/mainwindow.cpp" line="480" />
        <source>Review</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="175" />
        <location filename="../app/mainwindow.cpp" line="481" />
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="177" />
        <source>Claim draw</source>
        <translation>Потребовать ничью</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="179" />
        <source>Play on</source>
        <translation>Играть дальше</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="181" />
        <source>Back to game</source>
        <translation>Вернуться к партии</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="183" />
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="201" />
        <source>&amp;New Game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="203" />
        <source>&amp;Undo Move</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="207" />
        <source>&amp;Redo Move</source>
        <translation>&amp;Вернуть ход</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="212" />
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="216" />
        <source>&amp;Offer Draw</source>
        <translation>Пр&amp;едложить ничью</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="218" />
        <source>&amp;Claim Draw</source>
        <translation>Потребовать ни&amp;чью</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="220" />
        <source>Re&amp;sign</source>
        <translation>С&amp;даться</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="222" />
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="222" />
        <source>Resign this game?</source>
        <translation>Сдать эту партию?</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="225" />
        <source>&amp;Engines…</source>
        <translation>&amp;Движки…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="229" />
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="230" />
        <source>&amp;Flip Board</source>
        <translation>Пе&amp;ревернуть доску</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="232" />
        <source>First Position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="234" />
        <source>Previous Move</source>
        <translation>Предыдущий ход</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="236" />
        <source>Next Move</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="238" />
        <source>Last Move</source>
        <translation>Последний ход</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="240" />
        <source>Back to Game</source>
        <translation>Вернуться к партии</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="242" />
        <source>&amp;About Ferz</source>
        <translation>&amp;О программе «Ферзь»</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="245" />
        <source>About Ferz</source>
        <translation>О программе «Ферзь»</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="246" />
        <source>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;A chess program: play the computer, review the game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Pieces: the Cburnett set by Colin M. L. Burnett (GPL). Sounds and icon made for Ferz.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ферзь %1&lt;/h3&gt;&lt;p&gt;Шахматная программа: играйте с компьютером, разбирайте партию.&lt;/p&gt;&lt;p&gt;Свободная программа под лицензией GNU General Public License версии 3 или более поздней.&lt;/p&gt;&lt;p&gt;Фигуры: набор Cburnett, автор Colin M. L. Burnett (GPL). Звуки и значок сделаны для «Ферзя».&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="254" />
        <source>&amp;Sound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="259" />
        <source>Show Computer's &amp;Analysis</source>
        <translation>Показывать &amp;анализ компьютера</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="278" />
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="278" />
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="278" />
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="278" />
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="291" />
        <source>&amp;Game</source>
        <translation>&amp;Партия</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="299" />
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="301" />
        <source>Board &amp;Colours</source>
        <translation>&amp;Цвета доски</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="302" />
        <source>&amp;Animation</source>
        <translation>&amp;Анимация</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="305" />
        <source>&amp;Moves</source>
        <translation>&amp;Ходы</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="308" />
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="310" />
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="403" />
        <source>Your move repeats the position a third time: you may claim a draw, or play on.</source>
        <translation>Ваш ход повторяет позицию в третий раз: вы можете потребовать ничью или играть дальше.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="405" />
        <source>Your move completes fifty moves without a capture or a pawn move: you may claim a draw, or play on.</source>
        <translation>Вашим ходом завершаются пятьдесят ходов без взятий и ходов пешками: вы можете потребовать ничью или играть дальше.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="409" />
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation>Эта позиция повторилась три раза: вы можете потребовать ничью.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="410" />
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation>Пятьдесят ходов без взятий и ходов пешками: вы можете потребовать ничью.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="416" />
        <location filename="../app/mainwindow.cpp" line="499" />
        <source>The computer is thinking…</source>
        <translation>Компьютер думает…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="417" />
        <source>Hints used: %1</source>
        <translation>Подсказок использовано: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="429" />
        <source>You may claim a draw: the computer waits until you claim or play on</source>
        <translation>Вы можете потребовать ничью: компьютер ждёт, пока вы не потребуете её или не продолжите игру</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="431" />
        <source>Your move (White)</source>
        <translation>Ваш ход (белые)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="431" />
        <source>Your move (Black)</source>
        <translation>Ваш ход (чёрные)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="433" />
        <source>White (the computer) to move</source>
        <translation>Ход белых (компьютер)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="433" />
        <source>Black (the computer) to move</source>
        <translation>Ход чёрных (компьютер)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="435" />
        <source> — the white king is in check</source>
        <translation> — белому королю шах</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="435" />
        <source> — the black king is in check</source>
        <translation> — чёрному королю шах</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="461" />
        <source>White's clock</source>
        <translation>Часы белых</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="461" />
        <source>Black's clock</source>
        <translation>Часы чёрных</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="477" />
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="502" />
        <source>The computer is thinking… depth %1, evaluation %2</source>
        <translation>Компьютер думает… глубина %1, оценка %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="521" />
        <source>Reviewing the start position.</source>
        <translation>Просмотр: начальная позиция.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="522" />
        <source>Reviewing the position after move %1 of %2.</source>
        <translation>Просмотр: позиция после хода %1 из %2.</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../app/movelist.cpp" line="6" />
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <location filename="../app/movelist.cpp" line="6" />
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/newgamedialog.cpp" line="25" />
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="27" />
        <source>Ferz</source>
        <translation>Ферзь</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="34" />
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="35" />
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="36" />
        <source>Random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="45" />
        <source>No clock</source>
        <translation>Без часов</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="45" />
        <source>%1 min + %2 s a move</source>
        <translation>%1 мин + %2 с за ход</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="55" />
        <source>Standard start position</source>
        <translation>Обычная начальная позиция</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="62" />
        <source>Opponent:</source>
        <translation>Противник:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="63" />
        <source>You play:</source>
        <translation>Вы играете:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="64" />
        <source>Computer level:</source>
        <translation>Уровень компьютера:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="65" />
        <source>Clock:</source>
        <translation>Часы:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="66" />
        <source>Start position (FEN):</source>
        <translation>Начальная позиция (FEN):</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="69" />
        <source>Play</source>
        <translation>Играть</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../app/preferences.cpp" line="63" />
        <source>Full strength</source>
        <translation>В полную силу</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="66" />
        <source>beginner</source>
        <translation>новичок</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="68" />
        <source>casual player</source>
        <translation>любитель</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="70" />
        <source>club player</source>
        <translation>клубный игрок</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="72" />
        <source>strong club player</source>
        <translation>сильный клубный игрок</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="74" />
        <source>master</source>
        <translation>мастер</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="76" />
        <source>grandmaster</source>
        <translation>гроссмейстер</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="77" />
        <source>%1 Elo — %2</source>
        <translation>%1 Эло — %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="62" />
        <source>Ferz: play chess against the computer.</source>
        <translation>«Ферзь»: игра в шахматы с компьютером.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="67" />
        <source>Print the time to the first painted board and quit.</source>
        <translation>Вывести время до первой отрисовки доски и выйти.</translation>
    </message>
</context>
</TS>