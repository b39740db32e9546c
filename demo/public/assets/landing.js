/*
 * Mounts the landing page's widgets when they come near the screen, one task at a time. The
 * script tag carries data-auto-mount="false", so the headline paints before any widget renders,
 * the hero's call to action mounts right after the first frame, and the lower call to action and
 * the contact form only cost something for visitors who scroll towards them. Uses only the public
 * PetLead.mountAll(root); each mount point's space is reserved in landing.css, so nothing shifts.
 */
;(function () {
  'use strict'
  var P = window.PetLead
  if (!P || typeof P.mountAll !== 'function') return
  var hosts = Array.prototype.slice.call(document.querySelectorAll('[data-petlead-form]'))
  var queue = []
  var busy = false

  // One widget per task, so no single long task stands between a tap and its response.
  function drain() {
    var el = queue.shift()
    if (!el) {
      busy = false
      return
    }
    P.mountAll(el.parentNode)
    setTimeout(drain, 0)
  }
  function enqueue(el) {
    if (queue.indexOf(el) >= 0) return
    queue.push(el)
    if (!busy) {
      busy = true
      setTimeout(drain, 0)
    }
  }

  if (!('IntersectionObserver' in window)) {
    hosts.forEach(enqueue)
    return
  }
  var observer = new IntersectionObserver(
    function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return
        observer.unobserve(entry.target)
        enqueue(entry.target)
      })
    },
    { rootMargin: '600px 0px' },
  )
  hosts.forEach(function (el) {
    observer.observe(el)
  })
})()
