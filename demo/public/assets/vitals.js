/*
 * The landing page's web vitals (LCP, CLS, INP), measured by the web-vitals package loaded just
 * before this file (/vendor/web-vitals.iife.js, global `webVitals`). Each final value is logged as
 * `[PetLead vitals] LCP 1234 ms (good)` and handed to `window.petleadOnVitals(metric)` when the
 * page defines it, e.g. to forward it to analytics. Not part of the widget bundle.
 */
;(function () {
  'use strict'
  var wv = window.webVitals
  if (!wv) return
  function report(metric) {
    var value = metric.name === 'CLS' ? metric.value.toFixed(3) : Math.round(metric.value) + ' ms'
    console.log('[PetLead vitals] ' + metric.name + ' ' + value + ' (' + metric.rating + ')')
    if (typeof window.petleadOnVitals === 'function') {
      try {
        window.petleadOnVitals(metric)
      } catch (e) {
        console.error(e)
      }
    }
  }
  wv.onLCP(report)
  wv.onCLS(report)
  wv.onINP(report)
})()
