#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The annotator's web page in a real browser (issue #46): Debian's chromium, headless, driven through
chromium-driver and python3-selenium. A blind study is made with errata-cli, served with `errata-cli serve`,
and an annotator signs in by their link, marks two overlapping spans with the keyboard and one with the mouse,
writes rationales, submits, and the project file is then read back with errata-cli. A screenshot of the page
goes to docs/screenshots/web-annotate.png.

Usage: browser_test.py ERRATA_CLI SOURCE_DIR. Exits 77 (CTest's skip) when chromium or its driver is missing."""
import csv
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile

SKIP = 77
CHROMIUM, DRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
COORDINATOR, ANNOTATOR = "Cora Coord", "Ann Able"
ENGLISH = "The cat sat on the mat and purred at the moon."
CHINESE = "小明今天去了学校。他很高兴，因为老师表扬了他。"


def run(cli, *args):
    done = subprocess.run([cli, *args], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.exit(f"errata-cli {' '.join(args)}: {done.stderr}")
    return done.stdout


def make_study(cli, folder):
    project = os.path.join(folder, "study.errata")
    items = os.path.join(folder, "items.jsonl")
    with open(items, "w", encoding="utf-8") as out:
        for number, text in ((1, ENGLISH), (2, CHINESE)):
            out.write(json.dumps({"id": f"b-{number}", "prompt": "写一句话 · Write one line <b>please</b>.",
                                  "text": text, "model": "SecretSystemX"}, ensure_ascii=False) + "\n")
    run(cli, "init", project, "--blind", "on", "--coordinator", COORDINATOR)
    run(cli, "people", "add", project, ANNOTATOR, "--as", COORDINATOR)
    run(cli, "items", "add", project, "--format", "jsonl", items, "--as", COORDINATOR)
    run(cli, "assign", project, "--per-item", "1", "--as", COORDINATOR)
    return project


def start_server(cli, project):
    server = subprocess.Popen([cli, "serve", project, "--listen", "127.0.0.1:0"], stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()  # "Serving … at http://127.0.0.1:PORT/ …"
    address = next((word for word in line.split() if word.startswith("http://")), None)
    if not address:
        server.kill()
        sys.exit(f"serve did not say where it listens: {line!r}")
    return server, address.rstrip("/")


def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,800",
                     "--lang=en-GB"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(DRIVER), options=options)


def wait_for(driver, condition, what):
    from selenium.webdriver.support.ui import WebDriverWait
    try:
        return WebDriverWait(driver, 20).until(condition)
    except Exception:
        sys.exit(f"timed out waiting for {what}; status: {driver.find_element('id', 'status').text!r}")


def saved_spans(driver, count):
    wait_for(driver, lambda d: len(d.find_elements("css selector", "#spans li")) == count
             and d.find_element("id", "status").text == "Saved", f"{count} saved spans")


def open_item(driver, text):
    for place in range(len(driver.find_elements("css selector", "#queue-list button"))):
        # Opening an item draws the queue anew: each button is found again.
        driver.find_elements("css selector", "#queue-list button")[place].click()
        current = "const b = document.querySelector('#queue-list button.current'); return b && b.dataset.place;"
        wait_for(driver, lambda d: d.execute_script(current) == str(place + 1), "an item")
        if driver.find_element("id", "generation").text == text:
            return
    sys.exit(f"no item with {text!r} in the queue")


def mark(driver, type_key, severity, keys):
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select
    generation = driver.find_element("id", "generation")
    generation.click()
    for chord in keys:
        generation.send_keys(*chord)
    Select(driver.find_element("id", "type")).select_by_value(type_key)
    Select(driver.find_element("id", "severity")).select_by_value(severity)
    driver.find_element("id", "generation").send_keys(Keys.ENTER)


def annotate(driver, address, token):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    driver.get(f"{address}/#t={token}")
    wait_for(driver, lambda d: d.find_element("id", "person").text == ANNOTATOR, "signing in")
    assert "#t=" not in driver.current_url, "the token stays in the address bar"
    open_item(driver, ENGLISH)
    right, widen = (Keys.ALT, Keys.ARROW_RIGHT), (Keys.ALT, Keys.SHIFT, Keys.ARROW_RIGHT)
    mark(driver, "Commonsense", "2", [right, widen])  # "The cat", by the keyboard
    saved_spans(driver, 1)
    mark(driver, "Incoherent", "1", [right, right, widen, widen])  # "cat sat on", overlapping it
    saved_spans(driver, 2)
    for number in range(2):  # each save draws the list anew: the field is found again each time
        field = driver.find_elements("css selector", "#spans input")[number]
        field.send_keys(f"reason {number + 1}", Keys.TAB)
        wait_for(driver, lambda d: d.find_element("id", "status").text == "Saved", "a rationale saved")
    driver.save_screenshot(os.path.join(SOURCE, "docs", "screenshots", "web-annotate.png"))
    driver.find_element("id", "submit").click()
    wait_for(driver, lambda d: d.find_element("id", "status").text == "Submitted", "the submission")
    open_item(driver, CHINESE)
    text = driver.find_element("css selector", "#generation .seg")  # the text itself, not the box around it
    ActionChains(driver).double_click(text).perform()  # a word, by the mouse
    wait_for(driver, lambda d: d.find_element("id", "pending").text.startswith("“"), "a selection")
    from selenium.webdriver.support.ui import Select
    Select(driver.find_element("id", "type")).select_by_value("Bad_Math")
    driver.find_element("id", "mark").click()
    saved_spans(driver, 1)


def check_file(cli, project):
    rows = list(csv.DictReader(io.StringIO(run(cli, "export", project, "--format", "spans-csv", "-o", "-",
                                                "--as", COORDINATOR))))
    english = sorted((r for r in rows if r["item"] == "b-1"), key=lambda r: int(r["begin"]))
    assert [(r["text"], r["type"], r["rationale"]) for r in english] == [
        ("The cat", "Commonsense", "reason 1"), ("cat sat on", "Incoherent", "reason 2")], english
    assert all(r["state"] == "submitted" for r in english), english
    chinese = [r for r in rows if r["item"] == "b-2"]
    assert len(chinese) == 1 and chinese[0]["type"] == "Bad_Math" and chinese[0]["text"] in CHINESE, chinese
    states = json.loads(run(cli, "--format", "json", "progress", project, "--as", COORDINATOR))
    assert any(row.get("submitted") == 1 for row in states), states


def main():
    global SOURCE
    cli, SOURCE = sys.argv[1], sys.argv[2]
    if not (os.access(CHROMIUM, os.X_OK) and os.access(DRIVER, os.X_OK)):
        print("chromium or chromium-driver is not installed: skipped")
        return SKIP
    try:
        import selenium  # noqa: F401  (python3-selenium)
    except ImportError:
        print("python3-selenium is not installed: skipped")
        return SKIP
    folder = tempfile.mkdtemp(prefix="errata-browser-")
    project = make_study(cli, folder)
    token = run(cli, "links", project, "--make", ANNOTATOR, "--as", COORDINATOR).strip().split("#t=")[1]
    server, address = start_server(cli, project)
    driver = None
    try:
        driver = browser()
        annotate(driver, address, token)
    finally:
        if driver:
            driver.quit()
        server.terminate()
        server.wait(timeout=30)
    check_file(cli, project)
    shutil.rmtree(folder)
    print("signed in, marked three spans (keyboard and mouse), submitted; the file holds them")
    return 0


if __name__ == "__main__":
    sys.exit(main())
