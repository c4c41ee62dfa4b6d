"""What a screen reader gets from Ferz, read through AT-SPI (the bus Orca listens to).

Run by check.sh inside a session D-Bus with an AT-SPI bus, beside a running ferz on an X
display. It finds the board's table and its cells, plays 1.e4 with the keys, and waits for
the announcement of the computer's reply: the notification that becomes showing, the event
Orca speaks. It marks e4 with the pen's key (X) and hears the mark said and read in the cell.
Then it reads the move list as a list of moves, tabs into it and waits to be
told which move has the focus, and reads the Train window's status line. Prints what it
saw; exits non-zero when something is missing.
"""
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib


def fail(why):
    print("FAIL:", why)
    sys.exit(1)


def walk(node, depth=0):
    yield node, depth
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            yield from walk(child, depth + 1)


def find_app(timeout=30):
    deadline = time.time() + timeout
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name.lower() == "ferz":
                return app
        time.sleep(0.5)
    fail("no application named ferz on the AT-SPI bus")


def find(app, predicate, timeout=20):
    deadline = time.time() + timeout
    while time.time() < deadline:
        for node, _ in walk(app):
            try:
                if predicate(node):
                    return node
            except Exception:  # a node that went away while walking
                pass
        time.sleep(0.3)
    return None


def main():
    key_command = sys.argv[1:]  # how to press keys (xdotool …), the keys appended
    app = find_app()
    board = find(app, lambda n: n.getRole() == pyatspi.ROLE_TABLE and n.name == "Board")
    if board is None:
        fail("no table named Board")
    table = board.queryTable()
    print(f"board: table '{board.name}', {table.nRows}x{table.nColumns}, {board.childCount} cells")
    if board.childCount != 64 or table.nRows != 8 or table.nColumns != 8:
        fail("the board is not a table of 64 cells")
    names = [board.getChildAtIndex(i).name for i in range(64)]
    print("first row:", " | ".join(names[:8]))
    print("row 2:", " | ".join(names[48:56]))
    if names[0] != "a8, black rook" or names[52] != "e2, white pawn" or names[36] != "e4, empty":
        fail("the cells do not read the start position")

    line = find(app, lambda n: n.getRole() == pyatspi.ROLE_NOTIFICATION)
    if line is None:
        fail("no notification (the live status line)")

    shown = []

    def on_showing(event):
        if event.source.getRole() == pyatspi.ROLE_NOTIFICATION and event.detail1:
            shown.append(event.source.name)

    pyatspi.Registry.registerEventListener(on_showing, "object:state-changed:showing")
    # Orca listens to name changes too, which keeps its copy of each name fresh; so does this.
    pyatspi.Registry.registerEventListener(lambda event: None,
                                           "object:property-change:accessible-name")

    # 1.e4 by the keys: Enter on e2 (the focus square), up twice, Enter.
    subprocess.run(key_command + ["Return", "Up", "Up", "Return"], check=True)

    def stop():
        if any(s.startswith("Black:") for s in shown) or time.time() > deadline:
            pyatspi.Registry.stop()
            return False
        return True

    deadline = time.time() + 30
    GLib.timeout_add(200, stop)
    pyatspi.Registry.start()

    for text in shown:
        print("notification shown:", text)
    print("the line reads now:", line.name)
    if not any(s.startswith("White: pawn from e2 to e4") for s in shown):
        fail("the user's move was not announced")
    if not any(s.startswith("Black:") for s in shown):
        fail("the computer's reply was not announced")
    e4 = board.getChildAtIndex(36)
    focused = e4.getState().contains(pyatspi.STATE_FOCUSED)
    print("e4 now reads:", e4.name, "(focused)" if focused else "")
    if e4.name != "e4, white pawn":
        fail("the cell e4 did not follow the move")
    if not focused:
        fail("the focus square e4 is not the focused cell")
    # The pen by the keys: X marks the framed square; its cell says so, and so does the line.
    shown.clear()
    subprocess.run(key_command + ["x"], check=True)

    def marked():
        if any(s.startswith("e4 marked green") for s in shown) or time.time() > deadline:
            pyatspi.Registry.stop()
            return False
        return True

    deadline = time.time() + 10
    GLib.timeout_add(200, marked)
    pyatspi.Registry.start()
    print("after X, the line said:", " | ".join(shown), "; e4 reads:", e4.name)
    if not any(s.startswith("e4 marked green") for s in shown):
        fail("the mark drawn by the keys was not announced")
    if e4.name != "e4, white pawn, marked green":
        fail("the cell e4 does not say its mark")
    # The move list: a list of moves, one item per move, named as spoken, the last selected.
    moves = find(app, lambda n: n.getRole() == pyatspi.ROLE_LIST and n.name == "Moves")
    if moves is None:
        fail("no list named Moves")
    items = [moves.getChildAtIndex(i) for i in range(moves.childCount)]
    print(f"move list: {len(items)} items:", " | ".join(item.name for item in items))
    if len(items) < 2 or any(item.getRole() != pyatspi.ROLE_LIST_ITEM for item in items):
        fail("the move list is not a list of its moves")
    if items[0].name != "Move 1, White: pawn from e2 to e4.":
        fail("the first item does not say the first move")
    if not items[-1].getState().contains(pyatspi.STATE_SELECTED):
        fail("the move on show is not the selected item")

    # Tab from the board to the move list: the screen reader is told which move has the focus
    # (the move on show), as Orca reads the item that gets the focus, not only the list.
    focused_items = []

    def on_focused(event):
        try:
            if event.detail1 and event.source.getRole() == pyatspi.ROLE_LIST_ITEM:
                focused_items.append(event.source.name)
        except Exception:  # an item that went away
            pass

    pyatspi.Registry.registerEventListener(on_focused, "object:state-changed:focused")
    subprocess.run(key_command + ["Tab"], check=True)

    def focus_told():
        if focused_items or time.time() > deadline:
            pyatspi.Registry.stop()
            return False
        return True

    deadline = time.time() + 10
    GLib.timeout_add(200, focus_told)
    pyatspi.Registry.start()
    pyatspi.Registry.deregisterEventListener(on_focused, "object:state-changed:focused")
    print("move list focused on:", " | ".join(focused_items) or "(nothing said)")
    if not focused_items:
        fail("the move list got the focus without telling which move has it")
    if focused_items[-1] != items[-1].name:
        fail("the focused item is not the move on show")

    # The Train window's line of what is due: read by its text, not only as "Training".
    subprocess.run(key_command + ["ctrl+t"], check=True)
    train = find(app, lambda n: n.getRole() in (pyatspi.ROLE_DIALOG, pyatspi.ROLE_FRAME)
                 and n.name == "Train")
    if train is None:
        fail("no Train window")
    status = find(train, lambda n: n.getRole() == pyatspi.ROLE_LABEL
                  and (n.name.startswith("Due now:") or n.name.startswith("Opening the game")))
    if status is None:
        fail("the Train window's status line is not read")
    print("Train window status:", status.name)
    print("AT-SPI check passed")


main()
