"""vdirsyncer's conflict command: keeps the text of both sides' notes.

vdirsyncer 0.19 (cli/config.py, _resolve_conflict_via_command) runs `<command> <a file> <b file>` with each
side's copy of the item, then wants the two files equal: the merge is written into both. Here a is the local
folder and b the server, so the merge starts from the server's copy (what the app holds now: its name, its
tick) and joins the two DESCRIPTIONs, the server's first, each part once.
"""

import sys

import icalendar


def todo_of(calendar):
    return next(each for each in calendar.walk("VTODO"))


def parts(todo):
    text = str(todo.get("DESCRIPTION", "")).strip()
    return [part.strip() for part in text.split(" / ") if part.strip()]


def main():
    local_path, server_path = sys.argv[1], sys.argv[2]
    with open(local_path, "rb") as file:
        local = icalendar.Calendar.from_ical(file.read())
    with open(server_path, "rb") as file:
        server = icalendar.Calendar.from_ical(file.read())
    joined = []
    for part in parts(todo_of(server)) + parts(todo_of(local)):
        if part not in joined:
            joined.append(part)
    merged = todo_of(server)
    if "DESCRIPTION" in merged:
        del merged["DESCRIPTION"]
    if joined:
        merged.add("DESCRIPTION", " / ".join(joined))
    text = server.to_ical()
    for path in (local_path, server_path):
        with open(path, "wb") as file:
            file.write(text)


main()
