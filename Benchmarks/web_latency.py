"""From an input in the browser to the region it changed, in the DOM: the web view's latency.

Starts `showcase web` (the debug build, as the issue measures it) on a loopback port and drives
headless Chromium through Selenium. The page script times each input from the moment it sends it
(`performance.now()`) to the moment the region the server sent back is swapped into the page.
Reported, not asserted: median and 95th percentile per interaction, the bytes that go each way
per keystroke in the Cocktails search, and how long a first response takes when every API takes
3 s to answer (`--latency 3000`).

    swift build --package-path Showcase --product showcase && python3 Benchmarks/web_latency.py [--keys 200]
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Showcase", "Tests", "Browser"))
from browser_tests import make_browser, start_server, stop_server  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def live(browser, name):
    return browser.execute_script(f"return window.mvvmkit.{name}")


def open_app(browser, base, app):
    browser.get(base + "/" + app)
    WebDriverWait(browser, 15).until(lambda b: b.execute_script(
        "return window.mvvmkit && window.mvvmkit.connected && window.mvvmkit.pages === 1"))


def timed_inputs(browser, count, act):
    """Latencies of `count` inputs made by `act(index)`, each waited for before the next."""
    browser.execute_script("window.mvvmkit.latencies = []")
    for index in range(count):
        act(index)
        WebDriverWait(browser, 10).until(lambda b: len(live(b, "latencies")) > index)
    return live(browser, "latencies")


def report(name, latencies):
    print(f"  {name:<44} median {statistics.median(latencies):5.1f} ms   "
          f"p95 {percentile(latencies, 0.95):5.1f} ms   ({len(latencies)} inputs)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--keys", type=int, default=200)
    arguments = parser.parse_args()
    folder = tempfile.TemporaryDirectory(prefix="web-latency-")
    server, base = start_server(folder.name)
    browser = make_browser()
    try:
        print(f"From an input to its region in the DOM, {arguments.keys} inputs each, debug build:")
        open_app(browser, base, "cocktails")
        WebDriverWait(browser, 15).until(lambda b: "54 Items" in b.find_element(By.ID, "region-drinks").text)
        browser.execute_script("document.activeElement.blur()")
        body = browser.find_element(By.TAG_NAME, "body")
        # The first → chooses the first drink; then 19 → and 19 ←, each moving the selection.
        arrows = [Keys.ARROW_RIGHT] + [
            Keys.ARROW_RIGHT if (i // 19) % 2 == 0 else Keys.ARROW_LEFT for i in range(arguments.keys - 1)]
        report("Cocktails: ← → in the drinks (54)", timed_inputs(
            browser, arguments.keys, lambda i: body.send_keys(arrows[i])))

        open_app(browser, base, "rates")
        WebDriverWait(browser, 15).until(lambda b: "JPY" in b.find_element(By.ID, "region-rates").text)
        field = browser.find_element(By.ID, "filter")
        typing = ["e" if i % 2 == 0 else Keys.BACKSPACE for i in range(arguments.keys)]
        report("Rates: typing in the filter (30 currencies)", timed_inputs(
            browser, arguments.keys, lambda i: field.send_keys(typing[i])))

        # Bytes per keystroke in the search: each keystroke goes up as one small message; what
        # comes down is the results' region once the search (debounced) has run.
        open_app(browser, base, "cocktails")
        WebDriverWait(browser, 15).until(lambda b: "54 Items" in b.find_element(By.ID, "region-drinks").text)
        sent, received = live(browser, "bytesSent"), live(browser, "bytesReceived")
        search = browser.find_element(By.ID, "search")
        word = "margarita"
        for letter in word:
            search.send_keys(letter)
        WebDriverWait(browser, 15).until(lambda b: "Items found" in b.find_element(By.ID, "region-drinks").text
                                         and "Margarita" in b.find_element(By.ID, "region-drinks").text)
        up = (live(browser, "bytesSent") - sent) / len(word)
        down = (live(browser, "bytesReceived") - received) / len(word)
        page = len(browser.execute_script("return document.documentElement.outerHTML"))
        print(f"Typing “{word}” in the Cocktails search: {up:.0f} bytes up and {down:.0f} bytes down "
              f"per keystroke (the whole page is {page} bytes)")
    finally:
        browser.quit()
        stop_server(server)
    first_responses(folder.name)
    folder.cleanup()


def first_responses(folder):
    """How long each app's first response takes when every API takes 3 s to answer."""
    server, base = start_server(folder, "--latency", "3000")
    try:
        print("First responses with every API answering in 3 s (--latency 3000):")
        for address in ("/cocktails", "/rates", "/meditation", "/nearby", "/gallery",
                        "/cocktails/drink/11000", "/nearby/list/cafe", "/nearby/place/sample-heaven",
                        "/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20"):
            start = time.perf_counter()
            with urllib.request.urlopen(base + address) as response:
                response.read()
            print(f"  {address:<32} {1000 * (time.perf_counter() - start):7.0f} ms")
    finally:
        stop_server(server)


if __name__ == "__main__":
    main()
