// Browser side of `npm run bench`, installed with addInitScript in every frame of a bench page
// (the host page and the Porthole frame). Its config is `self.__portholeBenchConfig`, set just
// before this script. Plain JavaScript so that nothing transpiles it before the browser runs it.
// Clock: `performance.timeOrigin + performance.now()` is the same machine clock in both frames,
// so a time taken in the host and one taken in the frame can be subtracted.
;(() => {
  const config = self.__portholeBenchConfig
  const now = () => performance.timeOrigin + performance.now()
  // The rendering update that contains a DOM change runs after the next animation frame
  // callback; a message posted from that callback runs once the update (style, layout, paint)
  // is done. Used in both frames and for the floors, so every figure ends at the same point.
  const afterPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => callback(now())
      channel.port2.postMessage(null)
    })
  const waitFor = (list, waiters, index) =>
    new Promise((resolve) => {
      if (list.length > index) resolve(list[index])
      else waiters.push({ index, resolve })
    })
  const record = (list, waiters, time) => {
    list.push(time)
    for (const waiter of waiters.splice(0))
      if (list.length > waiter.index) waiter.resolve(list[waiter.index])
      else waiters.push(waiter)
  }

  if (location.origin === config.frameOrigin && window.top !== window) {
    const watched = config.watchSelectors
    const paints = {}
    const paintWaiters = {}
    const present = {}
    for (const name of Object.keys(watched)) {
      paints[name] = []
      paintWaiters[name] = []
    }
    const observer = new MutationObserver(() => {
      for (const [name, selector] of Object.entries(watched)) {
        const isPresent = document.querySelector(selector) !== null
        if (isPresent && !present[name])
          afterPaint((time) => {
            performance.mark(`porthole-bench:${name}-painted`)
            record(paints[name], paintWaiters[name], time)
          })
        present[name] = isPresent
      }
    })
    // Attributes too: Connect rendered ahead goes live when the frame drops `data-prepared`.
    observer.observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-prepared'],
    })
    const clicks = []
    const clickWaiters = []
    document.addEventListener(
      'click',
      (event) => record(clicks, clickWaiters, performance.timeOrigin + event.timeStamp),
      true,
    )
    window.addEventListener('message', (event) => {
      const [port] = event.ports
      if (event.source !== window.parent || event.data !== 'porthole-bench:echo' || !port) return
      port.onmessage = (message) => port.postMessage(message.data)
    })
    self.__portholeBench = {
      paintCount: (name) => paints[name].length,
      waitPaint: (name, index) => waitFor(paints[name], paintWaiters[name], index),
      clickCount: () => clicks.length,
      waitClick: (index) => waitFor(clicks, clickWaiters, index),
      // The frame's boot steps on the shared clock: its HTML received, then the marks the frame
      // makes (porthole:script, :bridge, :handshake, :ready, :open, :registry).
      bootMarks: () => {
        const [navigation] = performance.getEntriesByType('navigation')
        const marks = { html: performance.timeOrigin + navigation.responseEnd }
        for (const mark of performance.getEntriesByType('mark'))
          if (mark.name.startsWith('porthole:'))
            marks[mark.name.slice(9)] ??= performance.timeOrigin + mark.startTime
        return marks
      },
      cardSize: () => {
        const card = document.querySelector('[role="dialog"]')?.getBoundingClientRect()
        return card ? { width: Math.round(card.width), height: Math.round(card.height) } : null
      },
    }
    return
  }
  if (window.top !== window) return

  const accounts = []
  const accountWaiters = []
  const pending = new Map()
  let readyAt = null
  let echoPort = null
  let floorDialog = null
  let sequence = 0
  const echo = (payload) =>
    new Promise((resolve) => {
      sequence += 1
      pending.set(sequence, resolve)
      echoPort.postMessage({ id: sequence, payload })
    })
  const timeEach = async (runs, call) => {
    const samples = []
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now()
      await call()
      samples.push(performance.now() - start)
    }
    return samples
  }
  const callsPerSecond = async (total, inFlight, call) => {
    let started = 0
    const worker = async () => {
      while (started < total) {
        started += 1
        await call()
      }
    }
    const start = performance.now()
    await Promise.all(Array.from({ length: inFlight }, worker))
    return (total * 1000) / (performance.now() - start)
  }
  let frameFloor = null
  let floorSheet = null
  const floorFrameDialog = (url) => {
    if (!floorSheet) {
      floorSheet = new CSSStyleSheet()
      floorSheet.replaceSync(
        'dialog.floor:not([open]){display:block;opacity:0;pointer-events:none}dialog.floor{position:fixed;left:0;top:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;background:transparent;overflow:hidden}dialog.floor::backdrop{background:transparent}dialog.floor>iframe{display:block;width:100%;height:100%;border:0}',
      )
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, floorSheet]
    }
    const dialog = document.createElement('dialog')
    const iframe = document.createElement('iframe')
    dialog.className = 'floor'
    dialog.inert = true
    iframe.src = url
    dialog.append(iframe)
    document.body.append(dialog)
    return { dialog, iframe }
  }
  const switchToCurrent = () => window.modal.switchNetwork(window.modal.getState().caipNetworkId)

  self.__portholeBench = {
    async open() {
      const start = now()
      performance.mark('porthole-bench:open')
      await window.modal.open()
      return start
    },
    // open() to the host's next frame with the modal's dialog shown: with Connect painted
    // ahead in the frame (hidden), that frame is the first with Connect on screen.
    openShown() {
      const dialog = document.querySelector('dialog[data-porthole]')
      return new Promise((resolve) => {
        const start = now()
        performance.mark('porthole-bench:open')
        const shown = new MutationObserver(() => {
          if (!dialog.open) return
          shown.disconnect()
          afterPaint((time) => resolve({ start, shown: time }))
        })
        shown.observe(dialog, { attributes: true, attributeFilter: ['open'] })
        window.modal.open()
      })
    },
    async createAndOpen(options) {
      const start = now()
      performance.mark('porthole-bench:open')
      window.modal = window.Porthole.createModal(options)
      window.modal.ready.then(() => {
        readyAt = now()
      })
      await window.modal.open()
      return start
    },
    // The host's side of a cold open's boot: the loader's second stage received, and ready.
    hostBootMarks: () => {
      const stage = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/porthole-bridge.js'))
      return { stage: stage ? performance.timeOrigin + stage.responseEnd : null, ready: readyAt }
    },
    close: () => window.modal.close(),
    disconnect: () => window.modal.disconnect(),
    floorOpen(size) {
      if (!floorDialog) {
        floorDialog = document.createElement('dialog')
        floorDialog.style.cssText = `width:${size.width}px;height:${size.height}px;padding:0;border:0;border-radius:24px;font:16px system-ui`
        floorDialog.innerHTML = `<h2>Connect Wallet</h2><ul>${'<li>Wallet</li>'.repeat(4)}</ul>`
        document.body.append(floorDialog)
      }
      return new Promise((resolve) => {
        const start = now()
        floorDialog.showModal()
        afterPaint((time) => {
          floorDialog.close()
          resolve(time - start)
        })
      })
    },
    // The floor of any modal in a cross-origin frame: a static page (floorFrame.html) on
    // another site, in a dialog styled as the loader's (laid out closed at opacity 0, decision
    // 0033). Preloaded: the page loaded beforehand, showModal() to the host's next paint.
    async frameFloorPrepare(url) {
      frameFloor = floorFrameDialog(url)
      await new Promise((resolve) => frameFloor.iframe.addEventListener('load', resolve))
    },
    frameFloorOpen() {
      const { dialog } = frameFloor
      return new Promise((resolve) => {
        const start = now()
        dialog.inert = false
        dialog.showModal()
        afterPaint((time) => {
          dialog.close()
          dialog.inert = true
          resolve(time - start)
        })
      })
    },
    // Cold: the dialog and its frame made and shown in one task, to the page's first paint.
    frameFloorCold(url) {
      return new Promise((resolve) => {
        const start = now()
        sequence += 1
        const { dialog, iframe } = floorFrameDialog(`${url}?run=${sequence}`)
        dialog.inert = false
        dialog.showModal()
        const painted = (event) => {
          if (event.source !== iframe.contentWindow) return
          window.removeEventListener('message', painted)
          dialog.remove()
          resolve(event.data.floorPainted - start)
        }
        window.addEventListener('message', painted)
      })
    },
    bridgeRoundTrips: (runs) => timeEach(runs, switchToCurrent),
    bridgeThroughput: (total, inFlight) => callsPerSecond(total, inFlight, switchToCurrent),
    startEcho() {
      const iframe = document.querySelector('iframe[title="Porthole"]')
      const channel = new MessageChannel()
      echoPort = channel.port1
      echoPort.onmessage = (event) => {
        pending.get(event.data.id)?.(event.data)
        pending.delete(event.data.id)
      }
      iframe.contentWindow.postMessage('porthole-bench:echo', config.frameOrigin, [channel.port2])
      return echo('ready').then(() => true)
    },
    echoRoundTrips: (runs) => timeEach(runs, () => echo('eth_chainId')),
    echoThroughput: (total, inFlight) => callsPerSecond(total, inFlight, () => echo('eth_chainId')),
    watchAccounts() {
      window.modal.provider.on('accountsChanged', (list) => {
        if (list.length > 0) record(accounts, accountWaiters, now())
      })
    },
    async walletRequestAccounts() {
      const start = performance.now()
      await window.devWallet.provider.request({ method: 'eth_requestAccounts' })
      return performance.now() - start
    },
    accountsCount: () => accounts.length,
    waitAccounts: (index) => waitFor(accounts, accountWaiters, index),
  }
})()
