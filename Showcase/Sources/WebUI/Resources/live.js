// MVVMKit's page script: one WebSocket per tab. Inputs (clicks, a field's text, keys) go up as
// events; each region the server re-renders comes down as markup and is patched into that region
// only, and the items of a keyed list (a selection that moved) into those items only.
// No framework, nothing from another origin: the page works offline.
(function () {
  "use strict";
  const socketPath = document.body.dataset.socket;
  // What the browser tests and the latency benchmark read.
  const live = (window.mvvmkit = {
    connected: false, pages: 0, regions: 0, latencies: [], bytesSent: 0, bytesReceived: 0,
    reconnections: 0, soundHeld: false, soundSeeks: 0,
  });
  if (!socketPath) return;

  // The keys the server's pages take, as the server declares them (WebKey): a JSON array.
  const keys = new Set(JSON.parse(document.body.dataset.keys || "[]"));
  // Keys a browser scrolls its page with.
  const scrolling = new Set([
    "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "PageUp", "PageDown", "Home", "End", " ",
  ]);
  // In a field these keys still leave it or act on the page; the others type.
  const keysInFields = new Set(["ArrowDown", "Enter", "Escape"]);
  let pendingSince = null;

  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  let socket = null;
  // How long to wait before connecting again after the connection was lost: doubled each time up
  // to ten seconds, and back to half a second once connected.
  let retryDelay = 500;
  // Attempts since the connection was lost: past a few, the page says it cannot reconnect.
  let attempts = 0;

  // The longest message the server takes, in bytes of UTF-8: a longer one is not sent (the
  // server would close the tab's session), and the field says why.
  const largestMessage = Number(document.body.dataset.largestMessage) || 65536;
  const encoder = new TextEncoder();

  function send(message, field) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    const text = JSON.stringify(message);
    const tooLong = encoder.encode(text).length > largestMessage;
    if (field && field.setCustomValidity) {
      field.setCustomValidity(tooLong
        ? "This text is too long to send: at most " + Math.floor(largestMessage / 1024) + " KB."
        : "");
      if (tooLong) field.reportValidity();
    }
    if (tooLong) return;
    live.bytesSent += text.length;
    if (pendingSince === null) pendingSince = performance.now();
    socket.send(text);
  }

  // Says how the connection is, in the status line every page has; nothing while connected.
  function announce(text) {
    const status = document.getElementById("connection");
    if (status) status.textContent = text;
  }

  // The tab's history follows the screens: a screen shown over the last is a new entry, going
  // back a screen goes back an entry (where the app made one), and a field that defines the
  // screen replaces the entry's address. Back and Forward move the screens in turn.
  let depth = (history.state && history.state.depth) || 0;
  let expected = null;
  // A back is asynchronous: what the server says meanwhile (a screen replaced in the one gone
  // back to) waits for it, so that it rewrites that entry, not the one being left.
  let waiting = [];
  function here() { return location.pathname + location.search; }
  function moveHistory(message) {
    if (expected !== null) {
      waiting.push(message);
      return;
    }
    if (!message.address || message.address === here()) return;
    if (message.history === "push") {
      depth += 1;
      history.pushState({ depth: depth }, "", message.address);
    } else if (message.history === "back" && depth > 0) {
      depth -= 1;
      expected = message.address;
      history.back();
    } else {
      history.replaceState({ depth: depth }, "", message.address);
    }
  }
  window.addEventListener("popstate", function (event) {
    depth = (event.state && event.state.depth) || 0;
    const wasExpected = expected !== null && here() === expected;
    expected = null;
    if (!wasExpected) {
      waiting = [];
      send({ type: "navigate", address: here() });
      return;
    }
    const next = waiting;
    waiting = [];
    next.forEach(moveHistory);
  });

  function connect(path) {
    socket = new WebSocket(scheme + location.host + path);
    socket.addEventListener("open", function () {
      live.connected = true;
      retryDelay = 500;
      attempts = 0;
      document.body.classList.add("connected");
      announce("");
    });
    socket.addEventListener("close", function () {
      live.connected = false;
      document.body.classList.remove("connected");
      attempts += 1;
      announce(attempts > 5
        ? "The server cannot be reached: trying again every 10 s (or reload the page)."
        : "Connection lost: reconnecting…");
      // A new session at the address shown: the first response's is gone with the connection.
      const again = socketPath.split("?")[0] + "?at=" + encodeURIComponent(here());
      setTimeout(function () { connect(again); }, retryDelay);
      retryDelay = Math.min(retryDelay * 2, 10000);
      live.reconnections += 1;
    });
    socket.addEventListener("message", receive);
  }

  function receive(event) {
    live.bytesReceived += event.data.length;
    const message = JSON.parse(event.data);
    if (message.type === "page") {
      document.title = message.title;
      document.getElementById("trail").innerHTML = message.trail;
      swap(document.getElementById("page"), message.html);
      swap(document.getElementById("overlay"), message.overlay);
      overlayChanged(document.getElementById("overlay"));
      moveHistory(message);
      live.pages += 1;
      const first = document.querySelector("main [data-input], main [data-action]");
      if (first && document.activeElement === document.body) first.focus();
    } else if (message.type === "region") {
      // The overlay and the tab's note are the page's own; the others are the screen's regions.
      const element = message.id === "overlay" || message.id === "note"
        ? document.getElementById(message.id)
        : document.getElementById("region-" + message.id);
      if (element) {
        const focusInList = isFocusInList(element);
        swap(element, message.html);
        followSelection(element, focusInList);
        if (message.id === "overlay") overlayChanged(element);
      }
      live.regions += 1;
    } else if (message.type === "items") {
      const region = document.getElementById("region-" + message.id);
      if (region) patchItems(region, message.items);
      live.regions += 1;
    } else if (message.type === "address") {
      moveHistory(message);
    } else if (message.type === "title") {
      document.title = message.title;
    }
    if (pendingSince !== null) {
      live.latencies.push(performance.now() - pendingSince);
      pendingSince = null;
    }
    followSound();
  }

  connect(socketPath);

  // The recording a page plays (<audio id="recording">), kept with the view model on the server,
  // whose clock leads: the element's source, where the server is in it (data-at, in seconds),
  // whether it plays (data-playing) and its volume (data-volume). The tab seeks when it is more
  // than a second and a half away. data-failed, data-waits and data-plays are the actions that
  // tell the server the browser cannot play it, waits for it to load (the session holds), and
  // plays it. A browser that starts no sound without a gesture shows the page's line saying so
  // (#sound-gesture), the session holds, and the first click or key starts the sound.
  let sound = null;
  let soundHeld = false;
  const watchedSounds = new WeakSet();
  function followSound() {
    const audio = document.getElementById("recording");
    // An element no longer in the page (the session stopped, another page) plays on unless told.
    if (sound && sound !== audio) sound.pause();
    sound = audio;
    if (!audio) soundHeld = false;
    const hint = document.getElementById("sound-gesture");
    if (hint) hint.hidden = !soundHeld;
    if (!audio) return;
    if (!watchedSounds.has(audio)) {
      watchedSounds.add(audio);
      // A recording the browser cannot play (its format, its bytes): the server is told, and the
      // session goes on with the next song.
      audio.addEventListener("error", function () {
        if (audio.dataset.failed) send({ type: "click", action: audio.dataset.failed });
      });
      // While the browser waits for the recording to load, the server's clock waits too.
      audio.addEventListener("waiting", function () {
        if (audio.dataset.waits) send({ type: "click", action: audio.dataset.waits });
      });
      audio.addEventListener("playing", function () {
        if (audio.dataset.plays) send({ type: "click", action: audio.dataset.plays });
      });
    }
    const volume = Number(audio.dataset.volume);
    if (volume >= 0 && volume <= 1) audio.volume = volume;
    const at = Number(audio.dataset.at) || 0;
    if (Math.abs(audio.currentTime - at) > 1.5) {
      audio.currentTime = at;
      live.soundSeeks += 1;
    }
    if (audio.dataset.playing !== "true") {
      if (!audio.paused) audio.pause();
    } else if (audio.paused) {
      startSound(audio);
    }
  }
  function startSound(audio) {
    const playing = audio.play();
    if (!playing) return;
    playing.then(function () { holdSound(false); }, function (error) {
      // Refused until the user acts on the page: the session waits for it too. Any other error
      // (a pause while starting, a source that changed) is the next message's to settle.
      if (error && error.name === "NotAllowedError") {
        holdSound(true);
        if (audio.dataset.waits) send({ type: "click", action: audio.dataset.waits });
      }
    });
  }
  function holdSound(held) {
    soundHeld = held;
    live.soundHeld = held;
    const hint = document.getElementById("sound-gesture");
    if (hint) hint.hidden = !held;
  }
  function startHeldSound() {
    if (soundHeld && sound && sound.dataset.playing === "true") startSound(sound);
  }
  document.addEventListener("pointerdown", startHeldSound, true);
  document.addEventListener("keydown", startHeldSound, true);

  // Makes an element's content the server's new markup by patching it, not replacing it: nodes
  // that stay are kept (so are focus, the caret, a selection, scroll positions and open
  // <details>), only what differs is changed, and fields take the server's value except the one
  // being typed in. Nodes are matched by their id, action or field, else by their place.
  function swap(element, html) {
    const template = document.createElement("template");
    template.innerHTML = html;
    const focusInList = isFocusInList(element);
    patchChildren(element, template.content);
    // An alert is a modal dialog: a backdrop over the page, Tab kept inside, Esc dismisses it.
    for (const dialog of element.querySelectorAll("dialog[data-modal]:not([open])")) {
      if (!dialog.showModal) continue;
      dialog.addEventListener("cancel", function (event) {
        event.preventDefault();
        send({ type: "key", key: "Escape" });
      });
      dialog.showModal();
    }
    const autofocus = element.querySelector("[autofocus]");
    if (autofocus && !element.contains(document.activeElement)) autofocus.focus();
    watchVisible(element);
    const selected = element.querySelector(".selected");
    if (selected && selected.scrollIntoView) selected.scrollIntoView({ block: "nearest" });
    followSelection(element, focusInList);
  }

  // Patches each item of a keyed list (its data-key and its markup) in `region`, leaving the
  // rest of the region as it is.
  function patchItems(region, items) {
    const focusInList = isFocusInList(region);
    for (const [key, html] of items) {
      const node = region.querySelector('[data-key="' + CSS.escape(key) + '"]');
      if (!node) continue;
      const template = document.createElement("template");
      template.innerHTML = html;
      const next = template.content.firstElementChild;
      if (next && isSame(node, next)) patchNode(node, next);
    }
    const selected = region.querySelector(".selected");
    if (selected && selected.scrollIntoView) selected.scrollIntoView({ block: "nearest" });
    followSelection(region, focusInList);
  }

  // The help takes the focus when it opens (`?`, F1), and gives it back where it was when it
  // closes (Esc, `?`, its button).
  let focusBeforeHelp = null;
  function overlayChanged(overlay) {
    const help = overlay.querySelector(".help");
    if (help) {
      if (help.contains(document.activeElement)) return;
      focusBeforeHelp = document.activeElement;
      const target = help.querySelector("button");
      if (target) target.focus();
    } else if (focusBeforeHelp) {
      const back = focusBeforeHelp;
      focusBeforeHelp = null;
      if (back !== document.body && document.contains(back)) back.focus();
    }
  }

  // Whether the focus is on an item of a list in `region`.
  function isFocusInList(region) {
    const active = document.activeElement;
    return Boolean(active && active !== document.body && active.closest
      && active.closest("[data-key]") && region.contains(active));
  }

  // The focus in a list follows its selection: one cursor, whichever moved it. `focusInList`:
  // whether the focus was on an item of the list before `region` changed.
  function followSelection(region, focusInList) {
    const selected = region.querySelector("[data-key].selected");
    if (!focusInList || !selected || selected.contains(document.activeElement)) return;
    const target = selected.querySelector("button, a, [data-action]");
    if (target) target.focus({ preventScroll: true });
  }

  // An item of a list given the focus (Tab, a click) is the list's selection: the arrows move on
  // from it, and Enter opens it.
  document.addEventListener("focusin", function (event) {
    const item = event.target.closest && event.target.closest("[data-key]");
    if (!item || item.classList.contains("selected")) return;
    const region = item.closest("[data-region]");
    if (!region) return;
    send({ type: "select", region: region.dataset.region, key: item.dataset.key });
  });

  function ownKey(node) {
    return node.id || node.getAttribute("data-key") || node.getAttribute("data-action")
      || node.getAttribute("data-input") || null;
  }

  // A list's item is known by what it holds (a row's button, a card's action): the items of a
  // list that is filtered or reordered keep their nodes.
  function keyOf(node) {
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const own = ownKey(node);
    if (own || node.nodeName !== "LI") return own;
    const inner = node.querySelector("[id], [data-action], [data-input]");
    return inner ? "item:" + ownKey(inner) : null;
  }

  function isSame(old, next) {
    return old.nodeType === next.nodeType && old.nodeName === next.nodeName
      && keyOf(old) === keyOf(next);
  }

  function patchChildren(parent, source) {
    let current = parent.firstChild;
    for (const next of Array.from(source.childNodes)) {
      let match = null;
      const key = keyOf(next);
      if (key !== null) {
        for (let node = current; node; node = node.nextSibling) {
          if (isSame(node, next)) { match = node; break; }
        }
      } else if (current && isSame(current, next)) {
        match = current;
      }
      if (match) {
        if (match !== current) parent.insertBefore(match, current);
        patchNode(match, next);
        current = match.nextSibling;
      } else {
        parent.insertBefore(next, current);
      }
    }
    while (current) {
      const following = current.nextSibling;
      parent.removeChild(current);
      current = following;
    }
  }

  function patchNode(old, next) {
    if (old.nodeType !== Node.ELEMENT_NODE) {
      if (old.nodeValue !== next.nodeValue) old.nodeValue = next.nodeValue;
      return;
    }
    const typing = old === document.activeElement;
    for (const attribute of Array.from(old.attributes)) {
      // An open <details> stays as the user left it.
      if (attribute.name === "open" && (old.nodeName === "DETAILS" || old.nodeName === "DIALOG")) {
        continue;
      }
      if (!next.hasAttribute(attribute.name)) old.removeAttribute(attribute.name);
    }
    for (const attribute of Array.from(next.attributes)) {
      if (typing && attribute.name === "value") continue;
      if (old.getAttribute(attribute.name) !== attribute.value) {
        old.setAttribute(attribute.name, attribute.value);
      }
    }
    if (old.nodeName === "INPUT" || old.nodeName === "TEXTAREA") {
      // The view model's value, except in the field being typed in.
      const value = next.nodeName === "TEXTAREA" ? next.textContent : next.getAttribute("value") || "";
      if (!typing && old.value !== value) old.value = value;
      if (old.nodeName === "TEXTAREA") return;
    }
    patchChildren(old, next);
    if (old.nodeName === "SELECT" && !typing) {
      const chosen = next.querySelector("option[selected]");
      if (chosen) old.value = chosen.getAttribute("value");
    }
  }

  // A button marked data-when-visible is pressed when it scrolls into view: the next page of a
  // list loads as the user reaches its end.
  const whenVisible = "IntersectionObserver" in window
    ? new IntersectionObserver(function (entries) {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        whenVisible.unobserve(entry.target);
        send({ type: "click", action: entry.target.dataset.action });
      }
    })
    : null;
  function watchVisible(root) {
    if (!whenVisible) return;
    for (const element of root.querySelectorAll("[data-when-visible]")) whenVisible.observe(element);
  }
  watchVisible(document);

  document.addEventListener("click", function (event) {
    const target = event.target.closest("[data-action]");
    if (!target) return;
    event.preventDefault();
    send({ type: "click", action: target.dataset.action });
  });

  // A chart marked data-read is read with the pointer: where it is, as a fraction of the chart's
  // width, goes to the chart's input, at most once a frame.
  let reading = null;
  function readChart(event) {
    const chart = event.target.closest && event.target.closest("[data-read]");
    if (!chart) return;
    const box = chart.getBoundingClientRect();
    if (box.width <= 0) return;
    const first = reading === null;
    reading = { input: chart.dataset.read, fraction: (event.clientX - box.left) / box.width };
    if (!first) return;
    requestAnimationFrame(function () {
      send({ type: "input", input: reading.input, value: reading.fraction.toFixed(4) });
      reading = null;
    });
  }
  document.addEventListener("pointermove", readChart);
  document.addEventListener("click", readChart);

  document.addEventListener("input", function (event) {
    const field = event.target.closest("[data-input]");
    if (!field) return;
    send({ type: "input", input: field.dataset.input, value: field.value }, field);
  });

  // The element whose action `key` (a KeyboardEvent.key) is the key of, if any: the page's
  // buttons (and groups, and links) say so in `aria-keyshortcuts`, as the server drew them from
  // the app's one table of keys.
  function actionElement(key) {
    const name = key === " " ? "Space" : key;
    for (const node of document.querySelectorAll("main [aria-keyshortcuts]")) {
      if (node.getAttribute("aria-keyshortcuts").split(" ").includes(name)) return node;
    }
    return null;
  }

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    // F1 is help everywhere, in a field too (where ? types).
    if (event.key === "F1") {
      event.preventDefault();
      send({ type: "key", key: "?" });
      return;
    }
    const inField = event.target.matches && event.target.matches("input, textarea, select");
    if (event.key === "/" && !inField) {
      const field = document.querySelector("main [data-input]");
      if (field) {
        event.preventDefault();
        field.focus();
        return;
      }
    }
    const element = inField ? null : actionElement(event.key);
    if (element) {
      // A button chosen with Enter or Space is clicked, as the browser does.
      if ((event.key === "Enter" || event.key === " ") && event.target.closest
        && event.target.closest("button, a, [data-action]")) return;
      event.preventDefault();
      // A link (a download) is the browser's to follow: clicked here, as the user would.
      if (element.matches("a[href]")) {
        element.click();
        return;
      }
      send({ type: "key", key: event.key });
      return;
    }
    if (!keys.has(event.key)) return;
    if (inField && !keysInFields.has(event.key)) return;
    // The keys that scroll a browser's page scroll it, unless the page has something they move:
    // a list, a grid, a chart.
    const moves = document.querySelector("main .rows, main .cards, main .chart");
    if (scrolling.has(event.key) && !moves) {
      send({ type: "key", key: event.key });
      return;
    }
    // A button or a link chosen with Enter is clicked, as the browser does.
    if ((event.key === "Enter" || event.key === " ") && event.target.closest
      && event.target.closest("button, a, [data-action]")) return;
    if (inField && event.key !== "Enter") event.target.blur();
    event.preventDefault();
    send({ type: "key", key: event.key });
  });
})();
