"""Drives python3-caldav (Debian's) against a CalDAV server, as a user's script would.

Takes one JSON argument: {"url", "username", "password", "calendar": <display name or null>, "steps": [...]}.
Each step is {"op": "calendars" | "search" | "save_todo" | "complete" | "delete", ...}. Prints one JSON object:
"calendars" (name and url of each), "found" (the last search's to-dos), "saved" (the to-do the last save_todo or
complete left) and, when the client raised, "error" ({"type", "message"}).
"""

import json
import sys

import caldav
from caldav.lib import error


def todo_fields(todo):
    component = todo.icalendar_component
    categories = component.get("CATEGORIES")
    return {
        "url": str(todo.url),
        "uid": str(component.get("UID")),
        "summary": str(component.get("SUMMARY", "")),
        "description": str(component["DESCRIPTION"]) if "DESCRIPTION" in component else None,
        "status": str(component.get("STATUS", "")),
        "categories": [str(each) for each in categories.cats] if categories is not None else [],
    }


def run(args, answer):
    client = caldav.DAVClient(url=args["url"], username=args["username"], password=args["password"])
    principal = client.principal()
    calendars = principal.calendars()
    chosen = None
    if args.get("calendar") is not None:
        chosen = next((each for each in calendars if each.name == args["calendar"]), None)
        if chosen is None:
            raise LookupError("no calendar named %r" % args["calendar"])
    for step in args["steps"]:
        op = step["op"]
        if op == "calendars":
            answer["calendars"] = [{"name": each.name, "url": str(each.url)} for each in calendars]
        elif op == "search":
            found = chosen.search(todo=True, include_completed=True)
            answer["found"] = sorted((todo_fields(each) for each in found), key=lambda each: each["summary"])
        elif op == "save_todo":
            answer["saved"] = todo_fields(chosen.save_todo(summary=step["summary"]))
        elif op == "complete":
            todo = chosen.todo_by_uid(step["uid"])
            todo.complete()
            answer["saved"] = todo_fields(todo)
        elif op == "delete":
            chosen.todo_by_uid(step["uid"]).delete()
        else:
            raise ValueError("unknown step %r" % op)


def main():
    args = json.loads(sys.argv[1])
    answer = {}
    try:
        run(args, answer)
    except (error.DAVError, LookupError) as problem:
        answer["error"] = {"type": type(problem).__name__, "message": str(problem)}
    print(json.dumps(answer))


main()
