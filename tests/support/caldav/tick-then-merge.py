"""A conflict command that makes the app's change race vdirsyncer's write, then merges as merge-notes.py does.

vdirsyncer has read the server's item (and its ETag) before it runs the conflict command; ticking the item in
the app now makes the ETag vdirsyncer will send in If-Match stale. AISLEWISE_RACE is JSON
{"url", "cookie", "origin", "data"}: the toggleItem call to make (POST <url> {"data": data}).
Arguments: <merge script> <a file> <b file>.
"""

import json
import os
import runpy
import sys
import urllib.request


def tick_in_app():
    race = json.loads(os.environ["AISLEWISE_RACE"])
    request = urllib.request.Request(
        race["url"],
        data=json.dumps({"data": race["data"]}).encode("utf-8"),
        headers={"content-type": "application/json", "cookie": race["cookie"], "origin": race["origin"]},
        method="POST",
    )
    with urllib.request.urlopen(request) as response:
        response.read()


tick_in_app()
merge_script = sys.argv[1]
sys.argv = [merge_script] + sys.argv[2:]
runpy.run_path(merge_script, run_name="__main__")
