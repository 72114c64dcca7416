"""The five apps in a real browser: headless Chromium driven by Selenium.

Starts `showcase web` on a free loopback port with fresh data directories, acts in each app as a
user would, checks what the page shows and that the console stayed free of errors, and takes a
1280x800 screenshot of each app. The screenshots go under docs/ (the README shows them) only when
asked, with UPDATE_SCREENSHOTS=1; otherwise to the test's temporary folder, so that a run leaves
the checkout as it found it (the pictures' bytes differ from run to run).

    swift build --package-path Showcase --product showcase
    python3 Showcase/Tests/Browser/browser_tests.py
    UPDATE_SCREENSHOTS=1 python3 Showcase/Tests/Browser/browser_tests.py
"""

import contextlib
import http.server
import json
import math
import os
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time
import unittest
import urllib.request
import wave

from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

# The showcase's package (Showcase/), and the repository's root above it.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHOWCASE = os.environ.get("SHOWCASE", os.path.join(ROOT, ".build", "debug", "showcase"))
DOCS = os.path.join(os.path.dirname(ROOT), "docs")


def start_server(folder, *arguments, port=0, cache=None):
    """`showcase web` on `port` (0: a free one) with data directories of its own under `folder`
    (its cache directory `cache`, when given): (process, base URL)."""
    environment = dict(os.environ)
    for name in ("XDG_DATA_HOME", "XDG_CACHE_HOME"):
        environment[name] = tempfile.mkdtemp(dir=folder)
    if cache:
        environment["XDG_CACHE_HOME"] = cache
    for name in list(environment):
        if name.endswith("_API_URL"):
            del environment[name]
    process = subprocess.Popen(
        [SHOWCASE, "web", "--port", str(port), *arguments],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=environment)
    line = process.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        process.kill()
        raise RuntimeError("showcase web did not say where it listens: " + line)
    return process, "http://127.0.0.1:" + match.group(1)


def stop_server(process):
    """Ends a server `start_server` started, and closes what it wrote to."""
    process.terminate()
    process.wait(timeout=10)
    process.stdout.close()


def show_as(browser, width, height):
    """Lays the page out in a viewport of `width` x `height` CSS pixels, whatever the window's
    frame takes (a window's own size does not change the page's under this override)."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def make_browser(width=1280, height=800, extra=()):
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--lang=en-GB", *extra):
        options.add_argument(argument)
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    browser = webdriver.Chrome(options=options, service=service)
    show_as(browser, width, height)
    return browser


def serve_on_loopback(answer):
    """A server on a free loopback port, in a thread of its own, answering each GET with
    `answer(request)`: (body, content type). The server, serving."""

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            body, kind = answer(self)
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *arguments):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def openverse_images(photo="4bc43a04-ef46-4544-a0c1-63c63f56e276"):
    """An Openverse of our own on loopback, answering its image search and the photo `photo` (a
    CC BY-NC-ND 4.0 picture, the bundled horse's bytes) in the shapes it documents: the server,
    serving."""
    with open(os.path.join(ROOT, "Sources/Gallery/Resources/photos/horse.png"), "rb") as file:
        png = file.read()

    def answer(request):
        base = f"http://127.0.0.1:{request.server.server_port}/"
        image = {
            "id": photo, "title": "Tree bark, Kew", "creator": "Ann Ng",
            "url": base + "img/bark.png", "thumbnail": base + f"v1/images/{photo}/thumb/",
            "foreign_landing_url": "https://www.flickr.com/photos/ann/5157245498",
            "license": "by-nc-nd", "license_version": "4.0", "source": "flickr",
            "width": 400, "height": 328, "tags": [{"name": "bark"}],
            "attribution": "\"Tree bark, Kew\" by Ann Ng is licensed under CC BY-NC-ND 4.0."}
        if request.path.startswith("/img/") or request.path.endswith("/thumb/"):
            return png, "image/png"
        if request.path.startswith(f"/v1/images/{photo}/"):
            return json.dumps(image).encode(), "application/json"
        return json.dumps({"result_count": 1, "page_count": 1, "page_size": 20, "page": 1,
                           "results": [image]}).encode(), "application/json"

    return serve_on_loopback(answer)


class BrowserTestCase(unittest.TestCase):
    """One `showcase web` server, started with `server_arguments`, and one browser per class."""

    server_arguments = ()

    @classmethod
    def setUpClass(cls):
        # The server's data goes when the class is done, whatever the tests did.
        cls.folder = tempfile.TemporaryDirectory(prefix="showcase-browser-")
        cls.addClassCleanup(cls.folder.cleanup)
        cls.server, cls.base = start_server(cls.folder.name, *cls.server_arguments)
        cls.browser = make_browser()

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()
        stop_server(cls.server)


class AppsInTheBrowser(BrowserTestCase):

    def setUp(self):
        self.browser.get_log("browser")  # what an earlier test left
        self.wait = WebDriverWait(self.browser, 15)

    def tearDown(self):
        errors = [entry for entry in self.browser.get_log("browser") if entry["level"] == "SEVERE"]
        self.assertEqual(errors, [], "the console has errors")

    # Helpers

    def open(self, app):
        self.browser.get(self.base + "/" + app)
        self.wait.until(lambda b: b.execute_script(
            "return window.mvvmkit && window.mvvmkit.connected && window.mvvmkit.pages === 1"))

    @contextlib.contextmanager
    def phone_sized(self):
        """The page laid out as on a phone of 390 x 844 CSS pixels, then as before."""
        show_as(self.browser, 390, 844)
        try:
            yield
        finally:
            show_as(self.browser, 1280, 800)

    def text(self, selector):
        """The text of the first element `selector` finds, read in the page: regions are replaced
        as they change, so an element found earlier may be gone."""
        return self.browser.execute_script(
            "const e = document.querySelector(arguments[0]); return e ? e.innerText : ''", selector)

    def wait_for_text(self, selector, expected):
        self.wait.until(lambda b: expected in self.text(selector), f"“{expected}” in {selector}")

    def count(self, selector):
        return self.browser.execute_script(
            "return document.querySelectorAll(arguments[0]).length", selector)

    def click(self, selector):
        self.browser.find_element(By.CSS_SELECTOR, selector).click()

    def pages(self):
        return self.browser.execute_script("return window.mvvmkit.pages")

    def screenshot(self, app):
        folder = DOCS if os.environ.get("UPDATE_SCREENSHOTS") == "1" else self.folder.name
        os.makedirs(folder, exist_ok=True)
        self.browser.execute_script("window.scrollTo(0, 0)")
        path = os.path.join(folder, f"web-{app}.png")
        self.assertTrue(self.browser.save_screenshot(path), f"no screenshot of {app}")
        with open(path, "rb") as picture:
            self.assertEqual(picture.read(8), b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG")

    # The apps

    def test_menu_lists_the_five_apps(self):
        self.browser.get(self.base + "/")
        names = [link.text.split("\n")[0] for link in
                 self.browser.find_elements(By.CSS_SELECTOR, ".menu a")]
        self.assertEqual(names, ["Cocktails", "Exchange rates", "Meditation", "Nearby", "Gallery"])

    def test_cocktails_search_and_a_drink(self):
        self.open("cocktails")
        self.wait_for_text("#region-drinks h2", "54 Items found")
        self.browser.find_element(By.ID, "search").send_keys("rum")
        self.wait_for_text("#region-drinks h2", "3 Items found")
        titles = [e.text for e in self.browser.find_elements(By.CSS_SELECTOR, "#region-drinks strong")]
        self.assertEqual(titles, ["Rum Punch", "Hot Buttered Rum", "Rum Sour"])
        self.screenshot("cocktails")
        self.click("#region-drinks button.card")
        self.wait.until(lambda b: self.pages() == 2)
        self.wait_for_text("#page", "Ingredients")
        self.assertIn("3 oz Dark rum", self.text("#region-drink"))
        self.assertEqual(self.browser.title, "Rum Punch · MVVMKit")
        # Esc goes back, to the results as they were.
        self.browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        self.wait.until(lambda b: self.pages() == 3)
        self.wait_for_text("#region-drinks h2", "3 Items found")

    def test_cocktails_by_ingredient_and_a_favourite(self):
        self.open("cocktails")
        self.wait_for_text("#region-drinks h2", "54 Items found")
        self.browser.find_element(By.ID, "search").send_keys("gin")
        self.click("#region-search [aria-label='Search by'] button:nth-child(2)")
        self.wait_for_text("#region-drinks h2", "11 Items found")
        self.assertEqual(
            self.browser.find_element(
                By.CSS_SELECTOR, "#region-search [aria-label='Search by'] [aria-pressed='true']").text,
            "Ingredient")
        self.assertIn("by=ingredient", self.browser.current_url)
        # The star keeps the drink; the favourites list it, and it stays kept after a reload.
        self.click("#region-drinks .accessory")
        self.wait_for_text("#region-favourites", "Long Island Tea")
        self.browser.refresh()
        self.wait.until(lambda b: b.execute_script(
            "return window.mvvmkit && window.mvvmkit.connected"))
        self.wait_for_text("#region-favourites", "Long Island Tea")
        self.assertEqual(
            self.browser.find_element(By.CSS_SELECTOR, "#region-favourites .accessory")
            .get_attribute("aria-pressed"), "true")
        # Unkept from the favourites row, it leaves it.
        self.click("#region-favourites .accessory")
        self.wait_for_text("#region-favourites", "No favourites yet")

    def test_rates_filter_and_a_history(self):
        self.open("rates")
        self.wait_for_text("#region-rates", "JPY")
        self.browser.find_element(By.ID, "filter").send_keys("yen")
        self.wait.until(lambda b: self.count("#region-rates li") == 1)
        self.assertTrue(self.text("#region-rates li").startswith("JPY"))
        self.browser.find_element(By.ID, "filter").clear()
        self.browser.find_element(By.ID, "filter").send_keys("e")
        self.wait.until(lambda b: self.count("#region-rates li") > 1)
        self.screenshot("rates")
        self.browser.find_element(By.ID, "filter").clear()
        self.browser.find_element(By.ID, "filter").send_keys("usd")
        self.wait.until(lambda b: self.count("#region-rates li") == 1)
        self.click("#region-rates li button")
        self.wait.until(lambda b: self.pages() == 2)
        self.wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "svg.chart polyline"))
        self.assertEqual(self.browser.title, "GBP → USD · MVVMKit")
        body = self.browser.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.ARROW_LEFT)
        self.wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "svg.chart circle.point"))
        self.assertTrue(self.text(".readout").startswith("▲"))
        self.click("[role=toolbar][aria-label='Range'] button:nth-child(2)")
        self.wait_for_text("#region-history h1", "90 days")
        # The spans' keys, as the terminal's: `y` a year, `]` the next span (round to 30 days).
        body.send_keys("y")
        self.wait_for_text("#region-history h1", "1 year")
        body.send_keys("]")
        self.wait_for_text("#region-history h1", "30 days")
        # The pair reversed, in its place: `s`, which no re-render of the region can lose.
        body.send_keys("s")
        self.wait_for_text("#region-history h1", "USD → GBP")
        self.assertIn("/rates/history/GBP?base=USD", self.browser.current_url)

    def test_rates_on_a_phone_a_row_keeps_its_name_and_value_whole(self):
        with self.phone_sized():
            self.open("rates")
            self.wait_for_text("#region-rates", "AUD")
            # The name on a line of its own, the rate, inverse and amount whole on the next: not
            # both squeezed side by side into three lines each.
            line, name, value, width = self.browser.execute_script(
                "const b = document.querySelector(\"#region-rates li[data-key='AUD'] > button\");"
                "const [n, v] = b.querySelectorAll('span');"
                "const [a, c] = [n.getBoundingClientRect(), v.getBoundingClientRect()];"
                "return [parseFloat(getComputedStyle(n).lineHeight), [a.height, a.bottom],"
                " [c.height, c.top], window.innerWidth]")
            self.assertEqual(width, 390)
            self.assertLessEqual(name[0], line * 1.5, "the name is one line")
            self.assertLessEqual(value[0], line * 1.5, "the value is one line")
            self.assertGreaterEqual(value[1], name[1] - 1, "the value is under the name")

    def test_rates_a_pin_and_a_day(self):
        self.open("rates")
        self.wait_for_text("#region-rates", "JPY")
        self.click("#region-rates li[data-key='USD'] .accessory[aria-label='Pin']")
        self.wait.until(lambda b: self.text("#region-rates li").startswith("USD"))
        # A day: the date field's value, as a browser's date picker sets it.
        self.browser.execute_script(
            "const f = document.getElementById('day'); f.value = '2024-01-02';"
            "f.dispatchEvent(new Event('input', {bubbles: true}));")
        self.wait_for_text("#region-summary", "as of 2 Jan 2024")
        self.assertIn("day=2024-01-02", self.browser.current_url)
        self.assertTrue(self.text("#region-rates li").startswith("USD"), "still pinned first")

    def test_the_keys_of_each_screens_actions_work_as_in_the_terminal(self):
        # Rates: ↓ moves the one cursor, `p` pins what it is on, `b` makes it the base, and the
        # amount field follows the converted amount.
        self.open("rates")
        self.wait_for_text("#region-rates", "JPY")
        body = self.browser.find_element(By.TAG_NAME, "body")
        self.assertEqual(self.count("#region-actions button[aria-keyshortcuts]"), 3)
        self.assertTrue(self.text("#region-actions").startswith("Make base b"))
        second = self.browser.execute_script(
            "return document.querySelectorAll('#region-rates li')[1].dataset.key")
        body.send_keys(Keys.ARROW_DOWN)  # from the first row to the second
        self.wait.until(lambda b: second in self.text("#region-rates li.selected"))
        self.assertIn("Actions on " + second, self.browser.find_element(
            By.CSS_SELECTOR, "#region-actions [role=toolbar]").get_attribute("aria-label"))
        pinned = f"#region-rates li[data-key='{second}'] .accessory[aria-pressed='true']"
        body.send_keys("p")
        self.wait.until(lambda b: self.count(pinned) == 1, "pinned")
        body.send_keys("p")
        self.wait.until(lambda b: self.count(pinned) == 0, "unpinned")
        body.send_keys("b")
        self.wait_for_text("#region-fields h1", "Exchange rates for " + second)
        self.wait.until(lambda b: b.find_element(By.ID, "amount").get_attribute("value") != "1",
                        "the amount converted")
        # `?` lists the screen's own keys, from the same declaration as the terminal's.
        body.send_keys("?")
        self.wait_for_text("#overlay", "make base")
        self.assertIn("pin", self.text("#overlay"))
        body.send_keys(Keys.ESCAPE)
        self.wait.until(lambda b: self.text("#overlay") == "")
        # Nearby: `n` shows only the places open now, as in the terminal.
        self.open("nearby")
        self.wait_for_text("#region-places", "Closest ATMs nearby")
        self.browser.find_element(By.TAG_NAME, "body").send_keys("n")
        self.wait_for_text("#region-header", "Only open now")
        self.assertIn("opennow=true", self.browser.current_url)
        # Gallery: `]` the next topic, as Tab in the terminal.
        self.open("gallery")
        self.wait.until(lambda b: self.count("#region-photos .cards button.card") > 0)
        first = self.browser.current_url
        self.browser.find_element(By.TAG_NAME, "body").send_keys("]")
        self.wait.until(lambda b: b.current_url != first, "another topic")

    def test_the_focus_and_the_arrows_are_one_cursor(self):
        # On every list: Rates' currencies, and a Nearby list's places.
        cases = [("rates", "#region-rates", "CHF", "JPY"), ("nearby/list/cafe", "#region-list", None, "")]
        for address, region, focused, loaded in cases:
            with self.subTest(address=address):
                self.one_cursor(address, region, focused, loaded)

    def one_cursor(self, address, region, focused, loaded):
        self.open(address)
        self.wait_for_text(region, loaded)
        self.wait.until(lambda b: self.count(region + " li") > 3)
        keys = self.browser.execute_script(
            f"return [...document.querySelectorAll('{region} li')].map(li => li.dataset.key)")
        start = keys.index(focused) if focused else 0
        # Tab reaching an item (its button given the focus) selects it; the arrows move on from it.
        self.browser.execute_script(
            f"document.querySelector(\"{region} li[data-key='{keys[start]}'] button\").focus()")
        self.wait.until(lambda b: b.execute_script(
            f"return document.querySelector('{region} li.selected').dataset.key") == keys[start])
        # Each key to whatever has the focus, as a keyboard sends it (an element named here would
        # be given the focus again first).
        for step in (1, 2):
            ActionChains(self.browser).send_keys(Keys.ARROW_DOWN).perform()
            self.wait.until(lambda b: b.execute_script(
                f"return document.querySelector('{region} li.selected').dataset.key")
                == keys[start + step])
        expected = keys[start + 2]
        name = self.browser.execute_script(
            f"return document.querySelector(\"{region} li[data-key='{expected}'] button span\")"
            ".textContent.split(' · ')[0]")
        self.enter_opens_the_selection(f"GBP → {expected}" if address == "rates" else name)

    def enter_opens_the_selection(self, title):
        """Waits for the focus to be on the selected item, then Enter: the page titled `title`
        opens, the one both cursors are on."""
        self.wait.until(lambda b: b.execute_script(
            "return document.activeElement.closest('li.selected') !== null"),
            "the focus went along with the selection")
        ActionChains(self.browser).send_keys(Keys.ENTER).perform()
        self.wait.until(lambda b: self.pages() == 2)
        self.wait.until(lambda b: b.title == f"{title} · MVVMKit")

    def test_the_help_takes_the_focus_and_gives_it_back(self):
        self.open("rates")
        self.wait_for_text("#region-rates", "JPY")
        self.browser.execute_script(
            "document.querySelector(\"#region-rates li[data-key='JPY'] button\").focus()")
        self.browser.switch_to.active_element.send_keys("?")
        self.wait.until(lambda b: b.execute_script(
            "return document.querySelector('#overlay .help')?.contains(document.activeElement)"),
            "the focus is in the help")
        self.browser.switch_to.active_element.send_keys(Keys.ESCAPE)
        self.wait.until(lambda b: self.text("#overlay") == "")
        self.wait.until(lambda b: b.execute_script(
            "return document.activeElement.closest('li')?.dataset.key === 'JPY'"),
            "the focus is back where it was")

    def test_meditation_a_timer_its_seek_and_volume(self):
        self.open("meditation")
        self.wait_for_text("#region-home", "Timer: 10 min")
        # Shorter, as ← in the terminal, then the timer started.
        self.click("#region-home [aria-label='Timer'] button:nth-child(1)")
        self.wait_for_text("#region-home", "Timer: 5 min")
        self.click("#region-home [aria-label='Timer'] button:nth-child(2)")
        self.wait.until(lambda b: self.pages() == 2)
        self.assertIn("/meditation/timer/5", self.browser.current_url)
        self.wait_for_text("#region-session", "left")
        self.assertTrue(self.text("#region-session h1").startswith("Timer · 5 min"))
        body = self.browser.find_element(By.TAG_NAME, "body")
        body.send_keys("-")
        self.wait_for_text("#region-session", "Volume 90%")
        body.send_keys(Keys.ARROW_RIGHT)
        self.wait_for_text("#region-session", "4:4")  # ten seconds on: 4:4x left

    def test_meditation_a_session_of_two_songs(self):
        self.open("meditation")
        self.wait_for_text("#region-home", "COME BACK TO LIFE")
        self.screenshot("meditation")
        self.click("#region-home button.primary")
        self.wait.until(lambda b: self.pages() == 2)
        self.wait.until(lambda b: self.count("#region-session ul.rows li") > 2)
        start = self.browser.find_element(By.CSS_SELECTOR, "#region-session button.primary")
        self.assertFalse(start.is_enabled())
        for index in (1, 2):
            self.click(f"#region-session ul.rows li:nth-child({index}) button")
            self.wait_for_text("#region-session", f"{index} picked")
        self.click("#region-session button.primary")
        self.wait_for_text("#region-session", "Playing")
        self.wait_for_text("#session-progress", "Song 1 of 2")
        # The playing row keeps its title and time readable: the progress is on a line below.
        row = self.browser.execute_script("""
            const li = document.querySelector('ul.songs li.selected');
            const title = li.querySelector('button span');
            const button = li.querySelector('button').getBoundingClientRect();
            const bar = li.querySelector('progress').getBoundingClientRect();
            return [button.width / li.getBoundingClientRect().width,
                    title.scrollWidth - title.clientWidth, bar.top - button.bottom];""")
        self.assertGreater(row[0], 0.9, "the title and time have the row's width")
        self.assertLessEqual(row[1], 1, "the title is not cut")
        self.assertGreaterEqual(row[2], 0, "the progress is under the title")
        # Only what matters is announced: the song, not every second of it.
        self.assertIsNone(self.browser.find_element(By.ID, "region-session")
                          .get_attribute("aria-live"))
        self.assertTrue(self.text("#region-session [role=status]").startswith("Playing: "))
        first = self.browser.find_element(By.CSS_SELECTOR, "ul.songs progress").get_attribute("value")
        self.wait.until(lambda b: b.find_element(By.CSS_SELECTOR, "ul.songs progress")
                        .get_attribute("value") != first, "the progress moves")
        self.click(".controls button.primary")
        self.wait_for_text("#region-session", "Paused")

    def test_nearby_a_list_its_pages_and_a_place(self):
        self.open("nearby")
        self.wait_for_text("#region-places", "Closest ATMs nearby")
        self.screenshot("nearby")
        self.click("#region-places .chips li:nth-child(2) button")  # Restaurants
        self.wait.until(lambda b: self.pages() == 2)
        self.wait.until(lambda b: self.count("#region-list li") > 0)
        self.wait.until(lambda b: self.count("#region-list li") >= 20, "the first page")
        self.browser.execute_script("window.scrollTo(0, document.body.scrollHeight)")
        self.wait.until(lambda b: self.count("#region-list li") > 20,
                        "the next page loads at the end of the list")
        self.click("#region-list li button")
        self.wait.until(lambda b: self.pages() == 3)
        self.wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "svg.map circle.focus"))
        self.assertIn("Distance", self.text("#region-place"))

    def test_cocktails_the_focus_and_the_arrows_are_one_cursor(self):
        self.open("cocktails")
        self.wait.until(lambda b: self.count("#region-drinks li[data-key]") > 3)
        keys = self.browser.execute_script(
            "return [...document.querySelectorAll('#region-drinks li')].map(li => li.dataset.key)")
        selected = ("const li = document.querySelector('main li.selected');"
                    "return li ? li.dataset.key : null")
        self.assertIsNone(self.browser.execute_script(selected), "in the field: no drink chosen")
        # Tab reaching a card selects it; → moves on from it, and the focus goes along.
        self.browser.execute_script(
            f"document.querySelector(\"#region-drinks li[data-key='{keys[1]}'] button\").focus()")
        self.wait.until(lambda b: b.execute_script(selected) == keys[1])
        ActionChains(self.browser).send_keys(Keys.ARROW_RIGHT).perform()
        self.wait.until(lambda b: b.execute_script(selected) == keys[2])
        self.enter_opens_the_selection(self.browser.execute_script(
            f"return document.querySelector(\"#region-drinks li[data-key='{keys[2]}'] strong\")"
            ".textContent"))

    def test_nearby_home_the_focus_and_the_arrows_are_one_cursor(self):
        self.open("nearby")
        self.wait_for_text("#region-places", "Closest ATMs nearby")
        selected = "return document.querySelector('#region-places [data-key].selected').dataset.key"
        self.assertEqual(self.browser.execute_script(selected), "hot")
        # Tab reaching a chip selects it; ↓ goes on to the next row, → along it.
        self.browser.execute_script(
            "document.querySelector(\"#region-places li[data-key='category-cafe'] button\").focus()")
        self.wait.until(lambda b: b.execute_script(selected) == "category-cafe")
        ActionChains(self.browser).send_keys(Keys.ARROW_DOWN).perform()
        self.wait.until(lambda b: b.execute_script(selected).startswith("place-atm-"))
        ActionChains(self.browser).send_keys(Keys.ARROW_RIGHT).perform()
        self.wait.until(lambda b: b.execute_script(selected) == "place-atm-sample-coutts-strand")
        self.enter_opens_the_selection("Coutts")

    def test_nearby_open_now_and_a_keyword_in_the_address(self):
        self.open("nearby")
        self.wait_for_text("#region-places", "Closest ATMs nearby")
        self.click("#region-header [aria-label='Hours'] button:nth-child(2)")  # Open now
        self.wait_for_text("#region-header", "Only open now")
        self.wait_for_text("#region-header", "Hours are illustrative in the sample data")
        self.assertIn("opennow=true", self.browser.current_url)
        field = self.browser.find_element(By.ID, "keyword")
        field.send_keys("crypt")
        self.wait_for_text("#region-places", "Café in the Crypt")
        self.wait.until(lambda b: "keyword=crypt" in b.current_url, "the address says the word")
        self.wait_for_text("#region-places", "No restaurants open now matching “crypt”")
        self.assertEqual(self.browser.switch_to.active_element.get_attribute("id"), "keyword",
                         "typing keeps the focus in the field")
        # A reload opens the same narrowed home.
        self.browser.refresh()
        self.wait.until(lambda b: b.execute_script(
            "return window.mvvmkit && window.mvvmkit.connected"))
        self.wait_for_text("#region-header", "Only open now · “crypt”")
        self.assertEqual(self.browser.find_element(By.ID, "keyword").get_attribute("value"), "crypt")
        self.click("#region-places button.card")
        self.wait.until(lambda b: "/nearby/place/" in b.current_url)
        self.wait_for_text("#region-place", "The sample data has no phone, website or weekly hours.")

    def test_gallery_a_photo_alone_fills_the_window(self):
        self.browser.get(self.base + "/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20")
        self.wait.until(lambda b: b.execute_script(
            "const i = document.getElementById('photo'); return i && i.complete && i.naturalWidth > 0"),
            "the photo decodes")
        self.click("button.picture-button")
        self.wait.until(lambda b: b.current_url.endswith("/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20/full"))
        self.wait.until(lambda b: b.execute_script(
            "const i = document.querySelector('.alone img'); return i && i.complete && i.naturalWidth > 0"),
            "the photo alone decodes")
        # As large as the window allows: the picture's box spans the window's width, and what it
        # shows keeps its aspect ratio inside it.
        width, inner = self.browser.execute_script(
            "const i = document.querySelector('.alone img');"
            "return [i.getBoundingClientRect().width, window.innerWidth]")
        self.assertAlmostEqual(width, inner, delta=20)
        self.assertEqual(self.browser.execute_script(
            "return getComputedStyle(document.querySelector('.alone img')).objectFit"), "contain")
        body = self.browser.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.ARROW_RIGHT)
        self.wait.until(lambda b: b.current_url.endswith("/full")
                        and not b.current_url.endswith("/892f19b8-c7ad-57aa-be4c-f8f4d348cb20/full"), "the next photo, alone")
        shown = self.browser.current_url
        self.wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, ".alone > button"))
        self.click(".alone > button")
        self.wait.until(lambda b: b.current_url == shown[:-len("/full")], "back to its detail")
        self.wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "button.picture-button"))
        self.assertNotEqual(self.browser.title, "The astronaut Eileen Collins · MVVMKit",
                            "the detail of the photo shown, not of the first")

    def test_gallery_a_photo_alone_fits_a_phone_under_its_trail(self):
        with self.phone_sized():
            self.browser.get(
                self.base + "/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20/full")
            self.wait.until(lambda b: b.execute_script(
                "const i = document.querySelector('.alone img');"
                "return i && i.complete && i.naturalWidth > 0"), "the photo alone decodes")
            # A trail of three lines, as a live photo's long title makes it on a phone.
            self.browser.execute_script(
                "document.getElementById('trail').style.minHeight = '7rem';")
            trail, top, bottom, height = self.browser.execute_script(
                "const i = document.querySelector('.alone img').getBoundingClientRect();"
                "const t = document.getElementById('trail').getBoundingClientRect();"
                "return [t.bottom, i.top, i.bottom, window.innerHeight]")
            self.assertLessEqual(trail, top + 1, "the trail is not under the photo")
            self.assertLessEqual(bottom, height + 1, "the photo fits the window")
            self.assertEqual(self.browser.execute_script("return window.scrollY"), 0)
            self.assertEqual(self.browser.execute_script("return window.innerWidth"), 390)

    def test_gallery_the_second_page_and_a_photo(self):
        self.open("gallery")
        self.wait_for_text("#region-photos", "of 14")
        self.wait.until(lambda b: b.execute_script(
            "const images = [...document.querySelectorAll('#region-photos img')];"
            "return images.length > 0 && images.every(i => i.complete && i.naturalWidth > 0)"),
            "the thumbnails decode")
        self.screenshot("gallery")
        # The second page loads when the end of the first comes into view.
        self.browser.execute_script("window.scrollTo(0, document.body.scrollHeight)")
        self.wait.until(lambda b: self.count("#region-photos li") >= 10, "the second page")
        self.assertRegex(self.text("#region-photos .paging"), r"^(10|14) of 14")
        self.browser.execute_script("window.scrollTo(0, 0)")
        self.click("#region-photos button.card")
        self.wait.until(lambda b: self.pages() == 2)
        self.wait.until(lambda b: b.execute_script(
            "const i = document.getElementById('photo'); return i && i.complete && i.naturalWidth > 0"),
            "the photo decodes")
        self.assertEqual(self.browser.title, "The astronaut Eileen Collins · MVVMKit")
        # The search: words typed in its field and Enter show the photos whose title or tags
        # have them, at an address of their own.
        self.browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        self.wait.until(lambda b: self.pages() == 3)
        field = self.browser.find_element(By.ID, "search")
        field.send_keys("cat")
        field.send_keys(Keys.ENTER)
        self.wait.until(lambda b: b.current_url.endswith("/gallery?q=cat"), "the search's address")
        self.wait.until(lambda b: self.count("#region-photos li") == 1, "one photo matches")
        self.wait_for_text("#region-photos", "Chelsea the cat")
        self.wait_for_text("#region-photos", "CC0 1.0 · scikit-image")

    def test_gallery_saving_a_photo_whose_licence_forbids_commercial_use_says_so_first(self):
        # An Openverse server of our own (the sample's photos are all public domain or CC0): a
        # photo under CC BY-NC-ND 4.0, whose Save first says what its licence does not allow in
        # an alert, which owns the page until dismissed.
        photo = "4bc43a04-ef46-4544-a0c1-63c63f56e276"
        openverse = openverse_images(photo)
        server, base = start_server(
            self.folder.name, "--openverse-api",
            f"http://127.0.0.1:{openverse.server_port}/v1/")
        try:
            self.browser.get(base + "/gallery/photo/" + photo)
            self.wait.until(lambda b: b.execute_script(
                "return window.mvvmkit && window.mvvmkit.connected"))
            self.wait_for_text("#region-photo", "licensed under CC BY-NC-ND 4.0")
            self.wait_for_text("#region-actions",
                               "CC BY-NC-ND 4.0 does not allow commercial use or changes.")
            self.assertEqual(self.count('#region-actions a[download]'), 0, "no download yet")
            self.click('[data-action="actions/act-save"]')
            self.wait_for_text("#overlay [role=alertdialog]",
                               "CC BY-NC-ND 4.0 does not allow commercial use or changes")
            # A modal dialog: over a backdrop, with the focus inside it.
            self.assertTrue(self.browser.execute_script(
                "const d = document.querySelector('#overlay dialog'); return d.matches(':modal')"
                " && d.contains(document.activeElement)"))
            self.browser.switch_to.active_element.send_keys(Keys.ESCAPE)
            self.wait.until(lambda b: self.text("#overlay") == "")
            self.wait.until(lambda b: self.count('#region-actions a[download]') == 1,
                            "the download, once the licence is said")
            # Left before its server stops: no reconnecting to a server that is gone.
            self.browser.get("about:blank")
        finally:
            stop_server(server)
            openverse.shutdown()
            openverse.server_close()

    def test_a_tab_offline_says_how_old_its_kept_answers_are(self):
        # A search seen once through a live Openverse is kept; the next run, offline, shows it
        # from the kept answers, and every page of the tab says how old they are.
        openverse = openverse_images()
        cache = tempfile.mkdtemp(dir=self.folder.name)
        api = ("--openverse-api", f"http://127.0.0.1:{openverse.server_port}/v1/")
        try:
            server, base = start_server(self.folder.name, *api, cache=cache)
            try:
                self.browser.get(base + "/gallery")
                self.wait_for_text("#region-photos", "Tree bark, Kew")
                self.assertEqual(self.text("#note"), "")
                self.assertFalse(self.browser.find_element(By.ID, "note").is_displayed())
                # Left before its server stops: no reconnecting to a server that is gone.
                self.browser.get("about:blank")
            finally:
                stop_server(server)
        finally:
            openverse.shutdown()
            openverse.server_close()
        server, base = start_server(self.folder.name, *api, "--offline", cache=cache)
        try:
            self.browser.get(base + "/gallery")
            self.wait_for_text("#region-photos", "Tree bark, Kew")
            self.wait_for_text("#note", "Offline copy, under a minute old")
            self.assertTrue(self.browser.find_element(By.ID, "note").is_displayed())
            # The next page says it too: the note is the tab's.
            self.click('[data-action^="photos/open-"]')
            self.wait_for_text("#trail", "Tree bark, Kew")
            self.assertEqual(self.text("#note"), "Offline copy, under a minute old")
            self.browser.get("about:blank")
        finally:
            stop_server(server)

    def test_a_touch_screen_shows_no_key_hints_and_one_with_a_mouse_does(self):
        hint = "return getComputedStyle(document.querySelector('button kbd')).display"
        self.open("meditation")
        self.wait_for_text("#region-home", "Timer: 10 min")
        self.assertNotEqual(self.browser.execute_script(hint), "none", "a mouse: the hints")
        self.browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {
            "enabled": True, "maxTouchPoints": 5})
        try:
            with self.phone_sized():
                self.open("meditation")
                self.wait_for_text("#region-home", "Timer: 10 min")
                self.assertEqual(self.browser.execute_script(hint), "none", "touch: no hints")
                # What they name is still there for a keyboard plugged in.
                self.assertGreater(self.count("[aria-keyshortcuts]"), 0)
        finally:
            self.browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})

    def test_every_app_fits_a_phone_and_a_wide_screen(self):
        for width, height in ((360, 740), (1920, 1080)):
            self.browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
            try:
                for app in ("cocktails", "rates", "meditation", "nearby", "gallery"):
                    self.open(app)
                    overflow = self.browser.execute_script(
                        "return document.documentElement.scrollWidth")
                    self.assertLessEqual(overflow, width, f"{app} is wider than {width} px")
            finally:
                self.browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                    "width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False})


class AddressesPatchingAndReconnection(BrowserTestCase):
    """Each screen is an address: the tab's history follows the screens, Back, Forward and Reload
    move them; an update patches the page (focus, caret and nodes kept; fields show the view
    model's values); and a lost connection comes back at the screen shown."""

    def setUp(self):
        self.wait = WebDriverWait(self.browser, 20)

    def connected(self):
        return self.browser.execute_script("return !!(window.mvvmkit && window.mvvmkit.connected)")

    def here(self):
        return self.browser.execute_script("return location.pathname + location.search")

    def heading(self):
        return self.browser.execute_script(
            "const e = document.querySelector('#region-drinks h2'); return e ? e.innerText : ''")

    def test_back_forward_and_reload_follow_the_screens(self):
        browser = self.browser
        browser.get(self.base + "/cocktails")
        self.wait.until(lambda _: self.connected())
        browser.find_element(By.ID, "search").send_keys("rum")
        self.wait.until(lambda _: self.here() == "/cocktails?query=rum", "the search in the address")
        self.wait.until(lambda _: "3 Items found" in self.heading())
        browser.find_element(By.CSS_SELECTOR, "#region-drinks button.card").click()
        self.wait.until(lambda _: self.here().startswith("/cocktails/drink/"))
        drink = self.here()
        self.wait.until(lambda _: browser.title == "Rum Punch · MVVMKit")
        browser.back()
        self.wait.until(lambda _: browser.title == "Cocktails · MVVMKit")
        self.assertEqual(self.here(), "/cocktails?query=rum")
        self.wait.until(lambda _: "3 Items found" in self.heading())
        browser.forward()
        self.wait.until(lambda _: browser.title == "Rum Punch · MVVMKit")
        self.assertEqual(self.here(), drink)
        browser.refresh()
        self.wait.until(lambda _: self.connected() and browser.title == "Rum Punch · MVVMKit")
        self.assertEqual(self.here(), drink)
        # Back from the reloaded drink, by the page's own Back: to the search it was reached from.
        browser.find_element(By.CSS_SELECTOR, "#trail .back").click()
        self.wait.until(lambda _: browser.title == "Cocktails · MVVMKit")

    def value(self, field):
        return self.browser.execute_script("return document.getElementById(arguments[0]).value", field)

    def test_an_update_patches_the_page_keeping_focus_caret_and_nodes(self):
        browser = self.browser
        browser.get(self.base + "/rates")
        self.wait.until(lambda _: self.connected())
        field = browser.find_element(By.ID, "filter")
        field.send_keys("US")
        self.wait.until(lambda _: self.value("filter") == "US" and len(
            browser.find_elements(By.CSS_SELECTOR, "#region-rates li")) > 1)
        usd = browser.find_element(By.CSS_SELECTOR, '[data-action="rates/open-USD"]')
        regions = browser.execute_script("return window.mvvmkit.regions")
        field.send_keys("D")
        self.wait.until(lambda _: browser.execute_script("return window.mvvmkit.regions") > regions)
        self.wait.until(lambda _: len(browser.find_elements(By.CSS_SELECTOR, "#region-rates li")) == 1)
        # The row still shown is the same element, patched, and the field keeps focus and caret.
        self.assertIn("USD", usd.text)
        self.assertEqual(browser.switch_to.active_element, field)
        self.assertEqual(browser.execute_script(
            "return document.getElementById('filter').selectionStart"), 3)
        self.assertEqual(self.value("filter"), "USD")

    def test_fields_show_the_view_models_values_after_back(self):
        browser = self.browser
        browser.get(self.base + "/rates")
        self.wait.until(lambda _: self.connected())
        amount = browser.find_element(By.ID, "amount")
        amount.send_keys(Keys.CONTROL, "a")
        amount.send_keys("100")
        self.wait.until(lambda _: "amount=100" in self.here())
        browser.find_element(By.ID, "filter").send_keys("USD")
        self.wait.until(lambda _: len(browser.find_elements(By.CSS_SELECTOR, "#region-rates li")) == 1)
        browser.find_element(By.CSS_SELECTOR, '[data-action="rates/open-USD"]').click()
        self.wait.until(lambda _: "/rates/history/USD" in self.here())
        browser.back()
        self.wait.until(lambda _: browser.title == "Exchange rates · MVVMKit")
        self.wait.until(lambda _: self.value("amount") == "100" and self.value("filter") == "USD")
        browser.refresh()
        self.wait.until(lambda _: self.connected() and self.value("amount") == "100")

    def test_the_chart_is_read_with_the_pointer(self):
        browser = self.browser
        browser.get(self.base + "/rates/history/USD")
        self.wait.until(lambda _: self.connected() and browser.find_elements(By.CSS_SELECTOR, "svg.chart"))
        before = browser.find_element(By.CSS_SELECTOR, ".readout").text
        chart = browser.find_element(By.CSS_SELECTOR, "svg.chart")
        webdriver.ActionChains(browser).move_to_element(chart).click().perform()
        self.wait.until(lambda b: b.find_element(By.CSS_SELECTOR, ".readout").text.startswith("▲"))
        self.assertNotEqual(before, browser.find_element(By.CSS_SELECTOR, ".readout").text)
        self.assertTrue(browser.find_elements(By.CSS_SELECTOR, "svg.chart .cursor"))

    def test_every_app_goes_back_forward_and_reloads_to_the_same_screen(self):
        browser = self.browser
        for start, action, title in (
            ("/rates", "rates/open-USD", "GBP → USD · MVVMKit"),
            ("/meditation", "home/act-session", "Pick meditation song · MVVMKit"),
            ("/nearby", "places/category-cafe", "Cafes · MVVMKit"),
            ("/gallery", "photos/open-892f19b8-c7ad-57aa-be4c-f8f4d348cb20", "The astronaut Eileen Collins · MVVMKit"),
        ):
            with self.subTest(start):
                browser.get(self.base + start)
                self.wait.until(lambda _: self.connected() and browser.find_elements(
                    By.CSS_SELECTOR, f'[data-action="{action}"]') and browser.execute_script(
                    "return window.mvvmkit.pages") >= 1)
                # The screen's own address: /rates says its base and amount.
                first, home = browser.title, self.here()
                browser.find_element(By.CSS_SELECTOR, f'[data-action="{action}"]').click()
                self.wait.until(lambda _: browser.title == title)
                deep = self.here()
                self.assertNotEqual(deep, home)
                browser.back()
                self.wait.until(lambda _: browser.title == first and self.here() == home)
                browser.forward()
                self.wait.until(lambda _: browser.title == title and self.here() == deep)
                browser.refresh()
                self.wait.until(lambda _: self.connected() and browser.title == title)
                self.assertEqual(self.here(), deep)

    def test_a_slow_api_delays_no_first_response(self):
        server, base = start_server(self.folder.name, "--latency", "3000")
        try:
            # Deep links too: a drink, a photo and a place load themselves by their ids, and a
            # list finds where it is itself; none waits for the screen under it.
            for address, placeholder in (("/cocktails", "Loading drinks…"),
                                         ("/rates", "Loading rates…"),
                                         ("/gallery", "Loading photos…"),
                                         ("/cocktails/drink/11000", "Loading the recipe…"),
                                         ("/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20", "Loading the photo…"),
                                         ("/nearby/list/cafe", "Loading cafes…"),
                                         ("/nearby/place/sample-heaven", "Loading the place…")):
                start = time.perf_counter()
                with urllib.request.urlopen(base + address) as response:
                    page = response.read().decode()
                took = time.perf_counter() - start
                self.assertLess(took, 1.0, f"{address} took {took:.2f} s")
                self.assertIn(placeholder, page)
        finally:
            stop_server(server)

    def test_a_lost_connection_comes_back_at_the_screen_shown(self):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        server, base = start_server(self.folder.name, port=port)
        try:
            self.browser.get(base + "/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20")
            self.wait.until(lambda _: self.connected() and self.browser.execute_script(
                "return !!document.getElementById('photo')"))
            before = self.browser.execute_script(
                "return document.getElementById('photo').getAttribute('src')")
            stop_server(server)
            stopped = time.perf_counter()
            WebDriverWait(self.browser, 2).until(lambda _: "reconnecting" in self.browser.find_element(
                By.ID, "connection").text, "the lost connection said within 2 s")
            server, _ = start_server(self.folder.name, port=port)
            WebDriverWait(self.browser, 10).until(lambda _: self.connected() and self.browser.execute_script(
                "return !!document.getElementById('photo')"), "working again within 10 s")
            self.assertLess(time.perf_counter() - stopped, 15)
            self.assertEqual(self.browser.title, "The astronaut Eileen Collins · MVVMKit")
            self.assertEqual(self.here(), "/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20")
            self.assertEqual(self.browser.find_element(By.ID, "connection").text, "")
            self.assertGreaterEqual(
                self.browser.execute_script("return window.mvvmkit.reconnections"), 1)
            # The restarted server's picture paths are its own: none is an old run's.
            after = self.browser.execute_script(
                "return document.getElementById('photo').getAttribute('src')")
            self.assertRegex(after, r"^/images/[0-9a-f]{8}-\d+$")
            self.assertNotEqual(after.split("-")[0], before.split("-")[0])
        finally:
            stop_server(server)


class Accessibility(BrowserTestCase):
    """Every screen's page, once loaded, passes axe-core's rules."""

    addresses = (
        "/", "/cocktails", "/cocktails/drink/11000", "/rates", "/rates/history/USD", "/meditation",
        "/meditation/session?songs=1", "/nearby", "/nearby/list/cafe",
        "/nearby/place/sample-heaven", "/gallery", "/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20",
    )

    def test_every_screen_passes_axe(self):
        wait = WebDriverWait(self.browser, 20)
        found = {}
        for address in self.addresses:
            self.browser.get(self.base + address)
            if address != "/":
                # Connected, and nothing left loading.
                wait.until(lambda b: b.execute_script(
                    "return window.mvvmkit && window.mvvmkit.connected"
                    " && !document.querySelector('[aria-busy=true]')"))
            axe = Axe(self.browser)
            axe.inject()
            violations = axe.run()["violations"]
            if violations:
                found[address] = [(v["id"], v["nodes"][0]["html"][:120]) for v in violations]
        self.assertEqual(found, {})


def tone_ogg(folder, seconds=20):
    """`seconds` of a 440 Hz tone, encoded by oggenc (vorbis-tools): the bytes of an Ogg Vorbis
    file."""
    path = os.path.join(folder, "tone.wav")
    with wave.open(path, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(22050)
        frames = bytearray()
        for frame in range(seconds * 22050):
            value = int(12000 * math.sin(2 * math.pi * 440 * frame / 22050))
            frames += value.to_bytes(2, "little", signed=True)
        file.writeframes(bytes(frames))
    subprocess.run(["oggenc", "-Q", "-o", path + ".ogg", path], check=True)
    with open(path + ".ogg", "rb") as file:
        return file.read()


class MeditationRecordingInTheTab(unittest.TestCase):
    """Meditation on an Openverse on loopback (its audio search's documented shape, a tone made
    here): the session page's <audio> plays the recording from the page's own origin, kept with
    the session on the server (pause, seek), and a browser that holds sound until the user acts
    shows a line saying so and starts it on the first click. Muted: the test hears nothing."""

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory(prefix="showcase-recording-")
        cls.addClassCleanup(cls.folder.cleanup)
        ogg = tone_ogg(cls.folder.name)
        cls.recording_requests = []

        def answer(request):
            base = f"http://127.0.0.1:{request.server.server_port}/"
            if request.path.startswith("/rec/"):
                MeditationRecordingInTheTab.recording_requests.append(
                    (request.path, request.headers.get("User-Agent", "")))
                if request.path == "/rec/slow.ogg":
                    time.sleep(3)  # a slow line: the tab waits for the recording
                body = b"these bytes are no Ogg file" if "broken" in request.path else ogg
                return body, "audio/ogg"
            # A recording no browser can play, first; then the tone, and the tone again, slowly.
            broken = {
                "id": "00000001-0000-4000-8000-000000000000", "title": "Broken",
                "creator": "Bo", "url": base + "rec/broken.ogg", "filetype": "ogg",
                "duration": 20000}
            song = {
                "id": "2e38ac1e-830c-4e9c-b13d-2c9a1e1d0d7e", "title": "Morning Tone",
                "creator": "Ann Ng", "url": base + "rec/tone.ogg", "filetype": "ogg",
                "duration": 20000, "license": "by", "license_version": "4.0",
                "attribution": "\"Morning Tone\" by Ann Ng is licensed under CC BY 4.0."}
            slow = dict(song, id="00000003-0000-4000-8000-000000000000",
                        title="Slow Tone", url=base + "rec/slow.ogg")
            return json.dumps({"result_count": 3, "page_count": 1, "page_size": 20, "page": 1,
                               "results": [broken, song, slow]}).encode(), "application/json"

        cls.openverse = serve_on_loopback(answer)
        cls.addClassCleanup(cls.openverse.server_close)
        cls.addClassCleanup(cls.openverse.shutdown)
        cls.server, cls.base = start_server(
            cls.folder.name, "--openverse-api",
            f"http://127.0.0.1:{cls.openverse.server_port}/v1/")
        cls.addClassCleanup(stop_server, cls.server)

    def browser(self, policy):
        browser = make_browser(extra=("--mute-audio", "--autoplay-policy=" + policy))
        self.addCleanup(browser.quit)
        return browser

    def start_session(self, browser, click, songs=(2,)):
        """Opens a session, picks `songs` (numbered from 1: the tone is the 2nd) and starts it,
        each with `click(selector)`."""
        browser.get(self.base + "/meditation/session")
        wait = WebDriverWait(browser, 15)
        wait.until(lambda b: b.execute_script("return window.mvvmkit && window.mvvmkit.connected"))
        wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, '[data-action^="session/song-"]'))
        for number in songs:
            song = f'li:nth-child({number}) [data-action^="session/song-"]'
            click(song)
            wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, song + '[aria-pressed="true"]'))
        click('[data-action="session/act-start"]')
        wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "audio#recording"))
        return wait

    def audio(self, browser, expression):
        return browser.execute_script(
            "const audio = document.getElementById('recording'); return audio && (" + expression
            + ")")

    def test_the_session_plays_the_recording_from_its_own_origin(self):
        browser = self.browser("no-user-gesture-required")
        wait = self.start_session(
            browser, lambda selector: browser.find_element(By.CSS_SELECTOR, selector).click())
        # Playing, past its first second, from this server's own path for it: never Openverse's.
        wait.until(lambda b: self.audio(b, "!audio.paused && audio.currentTime > 1"),
                   "the recording plays")
        source = self.audio(browser, "audio.currentSrc")
        self.assertTrue(source.startswith(self.base + "/media/"), source)
        self.assertIsNone(self.audio(browser, "audio.error"))
        # The tone's own length: the browser decoded the recording the server passed on.
        self.assertAlmostEqual(self.audio(browser, "audio.duration"), 20, delta=0.2)
        # Fetched by the server, never by the browser.
        agents = [agent for path, agent in self.recording_requests if path == "/rec/tone.ogg"]
        self.assertTrue(agents)
        self.assertFalse([agent for agent in agents if "Chrome" in agent], agents)
        # Paused on the server, paused in the tab; 10 s on while paused, the tab seeks there.
        browser.find_element(By.CSS_SELECTOR, '[data-action="session/act-play-pause"]').click()
        wait.until(lambda b: self.audio(b, "audio.paused && audio.dataset.playing === 'false'"))
        at = self.audio(browser, "Number(audio.dataset.at)")
        browser.find_element(By.CSS_SELECTOR, '[data-action="session/act-seek-forward"]').click()
        wait.until(lambda b: self.audio(b, f"Number(audio.dataset.at) > {at + 9}"))
        wait.until(lambda b: self.audio(
            b, "Math.abs(audio.currentTime - Number(audio.dataset.at)) < 0.5"), "sought")
        self.assertTrue(self.audio(browser, "audio.paused"))
        # Back to the songs: the element goes, and its sound with it.
        browser.find_element(By.CSS_SELECTOR, "body").send_keys(Keys.ESCAPE)
        wait.until(lambda b: not b.find_elements(By.CSS_SELECTOR, "audio#recording"))
        errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
        self.assertEqual(errors, [], "no policy refused the recording, nothing failed")

    def test_a_browser_that_holds_the_sound_starts_it_on_the_first_click(self):
        browser = self.browser("document-user-activation-required")
        # Clicked by the page's own script, which is no user's act: the browser holds the sound.
        wait = self.start_session(browser, lambda selector: browser.execute_script(
            "document.querySelector(arguments[0]).click()", selector))
        wait.until(lambda b: b.execute_script("return window.mvvmkit.soundHeld"), "held")
        self.assertTrue(self.audio(browser, "audio.paused"))
        hint = browser.find_element(By.ID, "sound-gesture")
        self.assertTrue(hint.is_displayed())
        self.assertIn("click anywhere on the page to hear the recording", hint.text)
        # The session waits for the sound, so that the click starts it where the session is.
        wait.until(lambda b: "Waiting for the recording" in b.find_element(
            By.ID, "region-session").text, "held")
        # The user's first click, anywhere: the sound starts, and the line goes.
        ActionChains(browser).move_to_element(browser.find_element(By.TAG_NAME, "h1")).click() \
            .perform()
        wait.until(lambda b: self.audio(b, "!audio.paused && audio.currentTime > 0"), "started")
        wait.until(lambda b: not b.find_element(By.ID, "sound-gesture").is_displayed())

    def test_the_session_waits_while_the_tab_waits_for_the_recording(self):
        browser = self.browser("no-user-gesture-required")
        # The third song's recording takes 3 s to come: the session holds meanwhile, and says so.
        wait = self.start_session(
            browser, lambda selector: browser.find_element(By.CSS_SELECTOR, selector).click(),
            songs=(3,))
        wait.until(lambda b: "Waiting for the recording" in b.find_element(
            By.ID, "region-session").text, "held")
        wait.until(lambda b: self.audio(b, "!audio.paused && audio.currentTime > 1"), "playing")
        self.assertIn("▶ Playing", browser.find_element(By.ID, "region-session").text)
        # Started together: the tab never had to seek to catch the session up.
        self.assertEqual(browser.execute_script("return window.mvvmkit.soundSeeks"), 0)
        self.assertLess(self.audio(
            browser, "Math.abs(audio.currentTime - Number(audio.dataset.at))"), 1.5)

    def test_a_recording_the_browser_cannot_play_says_so_and_the_next_plays(self):
        browser = self.browser("no-user-gesture-required")
        wait = self.start_session(
            browser, lambda selector: browser.find_element(By.CSS_SELECTOR, selector).click(),
            songs=(1, 2))
        # The first's bytes are no Ogg file: its row says so, and the tone plays in its place.
        wait.until(lambda b: "The recording cannot be played in this tab (ogg)." in b.execute_script(
            "return document.querySelector('#region-session li:first-child').innerText"))
        wait.until(lambda b: self.audio(b, "!audio.paused && audio.currentTime > 0.5"), "the tone")
        self.assertIn("Song 2 of 2", self.audio(
            browser, "document.getElementById('session-progress').innerText"))
        errors = [e for e in browser.get_log("browser")
                  if e["level"] == "SEVERE" and "/media/" not in e["message"]]
        self.assertEqual(errors, [])


class AppsOffline(BrowserTestCase):
    """Every request failing, as with no network: each section says so and offers a retry."""

    server_arguments = ("--offline",)

    def test_cocktails_sections_fail_on_their_own_and_retry(self):
        self.browser.get(self.base + "/cocktails")
        wait = WebDriverWait(self.browser, 15)
        wait.until(lambda b: b.execute_script("return window.mvvmkit && window.mvvmkit.connected"))
        alerts = self.browser.find_elements(By.CSS_SELECTOR, "main [role=alert]")
        self.assertEqual(len(alerts), 2, "the restaurants and the drinks each say they failed")
        for alert in alerts:
            self.assertIn("Retry", alert.text)
        before = self.browser.execute_script("return window.mvvmkit.regions")
        self.browser.find_element(By.CSS_SELECTOR, "#region-drinks [role=alert] button").click()
        # The drinks load again (and fail again): their region is sent anew, the rest is not.
        wait.until(lambda b: b.execute_script("return window.mvvmkit.regions") > before)
        wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "#region-drinks [role=alert]"))
        self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, "main [role=alert]")), 2)
        errors = [e for e in self.browser.get_log("browser") if e["level"] == "SEVERE"]
        self.assertEqual(errors, [])


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    sys.exit(0 if result.wasSuccessful() else 1)
