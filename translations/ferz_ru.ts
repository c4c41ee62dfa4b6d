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
    <name>GameController</name>
    <message>
        <location filename="../app/gamecontroller.cpp" line="91" />
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="92" />
        <source>It is the computer's move.</source>
        <translation>Сейчас ход компьютера.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="291" />
        <source>The computer declines the draw: it thinks it stands better.</source>
        <translation>Компьютер отклоняет ничью: он считает, что стоит лучше.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="292" />
        <source>The computer declines the draw: the game has hardly begun.</source>
        <translation>Компьютер отклоняет ничью: партия едва началась.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="295" />
        <source>The computer accepts the draw: it judges the position equal or worse for itself.</source>
        <translation>Компьютер соглашается на ничью: он оценивает позицию как равную или худшую для себя.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="351" />
        <source>Checkmate — White wins</source>
        <translation>Мат — белые выиграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="352" />
        <source>Checkmate — Black wins</source>
        <translation>Мат — чёрные выиграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="353" />
        <source>Draw by stalemate</source>
        <translation>Ничья: пат</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="354" />
        <source>Draw: neither side can mate</source>
        <translation>Ничья: ни одна из сторон не может поставить мат</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="355" />
        <source>Draw by fivefold repetition</source>
        <translation>Ничья: позиция повторилась пять раз</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="356" />
        <source>Draw by the 75-move rule</source>
        <translation>Ничья по правилу 75 ходов</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="358" />
        <source>Draw by threefold repetition, claimed by the computer</source>
        <translation>Ничья: позиция повторилась три раза, ничью потребовал компьютер</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="359" />
        <source>Draw by threefold repetition, claimed by you</source>
        <translation>Ничья: позиция повторилась три раза, ничью потребовали вы</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="361" />
        <source>Draw by the 50-move rule, claimed by the computer</source>
        <translation>Ничья по правилу 50 ходов, её потребовал компьютер</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="362" />
        <source>Draw by the 50-move rule, claimed by you</source>
        <translation>Ничья по правилу 50 ходов, её потребовали вы</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="364" />
        <source>White resigns — Black wins</source>
        <translation>Белые сдались — чёрные выиграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="364" />
        <source>Black resigns — White wins</source>
        <translation>Чёрные сдались — белые выиграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="365" />
        <source>Draw by agreement</source>
        <translation>Ничья по соглашению</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="367" />
        <source>White ran out of time — Black wins</source>
        <translation>У белых кончилось время — чёрные выиграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="368" />
        <source>Black ran out of time — White wins</source>
        <translation>У чёрных кончилось время — белые выиграли</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="370" />
        <source>White ran out of time, but Black cannot mate — draw</source>
        <translation>У белых кончилось время, но чёрные не могут поставить мат — ничья</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="371" />
        <source>Black ran out of time, but White cannot mate — draw</source>
        <translation>У чёрных кончилось время, но белые не могут поставить мат — ничья</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="73" />
        <source>Ferz</source>
        <translation>Ферзь</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="143" />
        <source>Type a move: Nf3, e2e4…</source>
        <translation>Введите ход: Nf3, e2e4…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="168" />
        <location filename="../app/mainwindow.cpp" line="456" />
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="170" />
        <location filename="../app/mainwindow.cpp" line="457" />
        <source>Review</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="172" />
        <location filename="../app/mainwindow.cpp" line="458" />
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="174" />
        <source>Claim draw</source>
        <translation>Потребовать ничью</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="176" />
        <source>Back to game</source>
        <translation>Вернуться к партии</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="178" />
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="196" />
        <source>&amp;New Game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="198" />
        <source>&amp;Undo Move</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="202" />
        <source>&amp;Redo Move</source>
        <translation>&amp;Вернуть ход</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="207" />
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="211" />
        <source>&amp;Offer Draw</source>
        <translation>Пр&amp;едложить ничью</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="213" />
        <source>&amp;Claim Draw</source>
        <translation>Потребовать ни&amp;чью</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="215" />
        <source>Re&amp;sign</source>
        <translation>С&amp;даться</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="217" />
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="217" />
        <source>Resign this game?</source>
        <translation>Сдать эту партию?</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="220" />
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="221" />
        <source>&amp;Flip Board</source>
        <translation>Пе&amp;ревернуть доску</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="223" />
        <source>First Position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="225" />
        <source>Previous Move</source>
        <translation>Предыдущий ход</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="227" />
        <source>Next Move</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="229" />
        <source>Last Move</source>
        <translation>Последний ход</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="231" />
        <source>Back to Game</source>
        <translation>Вернуться к партии</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="233" />
        <source>&amp;About Ferz</source>
        <translation>&amp;О программе «Ферзь»</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="235" />
        <source>About Ferz</source>
        <translation>О программе «Ферзь»</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="236" />
        <source>&lt;h3&gt;Ferz %1&lt;/h3&gt;&lt;p&gt;A chess program: play the computer, review the game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Pieces: the Cburnett set by Colin M. L. Burnett (GPL). Sounds and icon made for Ferz.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ферзь %1&lt;/h3&gt;&lt;p&gt;Шахматная программа: играйте с компьютером, разбирайте партию.&lt;/p&gt;&lt;p&gt;Свободная программа под лицензией GNU General Public License версии 3 или более поздней.&lt;/p&gt;&lt;p&gt;Фигуры: набор Cburnett, автор Colin M. L. Burnett (GPL). Звуки и значок сделаны для «Ферзя».&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="243" />
        <source>&amp;Sound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="248" />
        <source>Show Computer's &amp;Analysis</source>
        <translation>Показывать &amp;анализ компьютера</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="267" />
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="267" />
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="267" />
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="267" />
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="280" />
        <source>&amp;Game</source>
        <translation>&amp;Партия</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="288" />
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="290" />
        <source>Board &amp;Colours</source>
        <translation>&amp;Цвета доски</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="291" />
        <source>&amp;Animation</source>
        <translation>&amp;Анимация</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="294" />
        <source>&amp;Moves</source>
        <translation>&amp;Ходы</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="297" />
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="299" />
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="389" />
        <source>This position has occurred three times: you may claim a draw.</source>
        <translation>Эта позиция повторилась три раза: вы можете потребовать ничью.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="390" />
        <source>Fifty moves without a capture or a pawn move: you may claim a draw.</source>
        <translation>Пятьдесят ходов без взятий и ходов пешками: вы можете потребовать ничью.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="395" />
        <location filename="../app/mainwindow.cpp" line="476" />
        <source>The computer is thinking…</source>
        <translation>Компьютер думает…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="396" />
        <source>Hints used: %1</source>
        <translation>Подсказок использовано: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="408" />
        <source>Your move (White)</source>
        <translation>Ваш ход (белые)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="408" />
        <source>Your move (Black)</source>
        <translation>Ваш ход (чёрные)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="410" />
        <source>White (the computer) to move</source>
        <translation>Ход белых (компьютер)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="410" />
        <source>Black (the computer) to move</source>
        <translation>Ход чёрных (компьютер)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="412" />
        <source> — the white king is in check</source>
        <translation> — белому королю шах</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="412" />
        <source> — the black king is in check</source>
        <translation> — чёрному королю шах</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="438" />
        <source>White's clock</source>
        <translation>Часы белых</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="438" />
        <source>Black's clock</source>
        <translation>Часы чёрных</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="454" />
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="479" />
        <source>The computer is thinking… depth %1, evaluation %2</source>
        <translation>Компьютер думает… глубина %1, оценка %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="498" />
        <source>Reviewing the start position.</source>
        <translation>Просмотр: начальная позиция.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="499" />
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
        <location filename="../app/newgamedialog.cpp" line="23" />
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="25" />
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="26" />
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="27" />
        <source>Random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="35" />
        <source>No clock</source>
        <translation>Без часов</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="35" />
        <source>%1 min + %2 s a move</source>
        <translation>%1 мин + %2 с за ход</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="45" />
        <source>Standard start position</source>
        <translation>Обычная начальная позиция</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="52" />
        <source>You play:</source>
        <translation>Вы играете:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="53" />
        <source>Computer level:</source>
        <translation>Уровень компьютера:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="54" />
        <source>Clock:</source>
        <translation>Часы:</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="55" />
        <source>Start position (FEN):</source>
        <translation>Начальная позиция (FEN):</translation>
    </message>
    <message>
        <location filename="../app/newgamedialog.cpp" line="58" />
        <source>Play</source>
        <translation>Играть</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../app/preferences.cpp" line="61" />
        <source>Full strength</source>
        <translation>В полную силу</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="64" />
        <source>beginner</source>
        <translation>новичок</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="66" />
        <source>casual player</source>
        <translation>любитель</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="68" />
        <source>club player</source>
        <translation>клубный игрок</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="70" />
        <source>strong club player</source>
        <translation>сильный клубный игрок</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="72" />
        <source>master</source>
        <translation>мастер</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="74" />
        <source>grandmaster</source>
        <translation>гроссмейстер</translation>
    </message>
    <message>
        <location filename="../app/preferences.cpp" line="75" />
        <source>%1 Elo — %2</source>
        <translation>%1 Эло — %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="37" />
        <source>Ferz: play chess against the computer.</source>
        <translation>«Ферзь»: игра в шахматы с компьютером.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="42" />
        <source>Print the time to the first painted board and quit.</source>
        <translation>Вывести время до первой отрисовки доски и выйти.</translation>
    </message>
</context>
</TS>