/*
 * The manage page of an owner's visit (/booking#token=...): reads the token from the fragment,
 * removes it from the address bar (so it is not bookmarked or shared by accident), shows the
 * visit, offers the clinic's free times to move to (grouped by day) and cancelling, after a
 * confirmation. Every call carries the token in a JSON body, never in a URL. The words are the
 * page's data (server/text `managePage`, both languages): the visit's language once the manage
 * call names it, the browser's until then. After each action, focus goes to what changed.
 */
;(function () {
  'use strict'
  var root = document.getElementById('booking')
  if (!root) return
  var $ = function (id) {
    return document.getElementById(id)
  }
  var api = root.getAttribute('data-api-base') || '/api'
  var all = JSON.parse(root.getAttribute('data-words') || '{}')
  var t = all[/^es\b/i.test(navigator.language || '') ? 'es' : 'en'] || all.en
  var status = $('booking-status')
  var details = $('booking-details')
  var actions = $('booking-actions')
  var select = $('booking-slot')
  var confirmBox = $('booking-confirm')
  var token = new window.URLSearchParams(location.hash.slice(1)).get('token')
  if (token) window.history.replaceState(null, '', location.pathname)

  /** The page's own words in `t`'s language (the ids name the key). */
  function words() {
    document.documentElement.lang = t === all.es ? 'es' : 'en'
    document.title = t.title + ' · PetLead'
    var ids = {
      'booking-title': 'title',
      'booking-move-heading': 'moveHeading',
      'booking-slot-label': 'newTime',
      'booking-move': 'move',
      'booking-cancel-heading': 'cancelHeading',
      'booking-cancel': 'cancel',
      'booking-confirm-question': 'confirm',
      'booking-yes': 'yesCancel',
      'booking-keep': 'keep',
      'booking-footer': 'footer',
    }
    Object.keys(ids).forEach(function (id) {
      $(id).textContent = t[ids[id]]
    })
  }
  function say(text, focus) {
    status.textContent = text
    if (focus) $('booking-title').focus()
  }
  function call(path, body) {
    return window
      .fetch(api + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) {
        return r.json().then(function (j) {
          return { status: r.status, json: j }
        })
      })
  }
  function row(term, value) {
    var dt = document.createElement('dt')
    dt.textContent = term
    var dd = document.createElement('dd')
    dd.textContent = value
    details.appendChild(dt)
    details.appendChild(dd)
  }
  function show(v) {
    if (all[v.lang]) t = all[v.lang]
    words()
    details.textContent = ''
    row(t.what, v.appointment_name + (v.pet_name ? ' ' + t.for + ' ' + v.pet_name : ''))
    // The server writes every time as the e-mails do (src/text/visitTime.ts): one format everywhere.
    row(t.when, v.when)
    row(t.where, v.clinic.name + ', ' + v.clinic.street + ', ' + v.clinic.city + ', ' + v.clinic.state + ' ' + v.clinic.zip)
    row(t.phone, v.clinic.phone)
    // The clinic's number calls it on a phone: a tel: link (a US number without its +1 gets one).
    var digits = String(v.clinic.phone || '').replace(/[^\d+]/g, '')
    if (digits) {
      var link = document.createElement('a')
      link.href = 'tel:' + (/^\d{10}$/.test(digits) ? '+1' + digits : digits)
      link.textContent = v.clinic.phone
      details.lastChild.textContent = ''
      details.lastChild.appendChild(link)
    }
    row(t.status, v.status === 'booked' ? t.booked : t.cancelled)
    details.hidden = false
    actions.hidden = v.status !== 'booked' || !token
    confirmBox.hidden = true
    $('booking-cancel').hidden = false
    listMoves(v.move_to || [])
  }
  /** The free times, one group per day; each option says its day too, since a closed menu shows only the chosen one. */
  function listMoves(starts) {
    select.textContent = ''
    var group = null
    starts.forEach(function (s) {
      if (!group || group.label !== s.day) {
        group = document.createElement('optgroup')
        group.label = s.day
        select.appendChild(group)
      }
      var o = document.createElement('option')
      o.value = s.start
      o.textContent = s.when
      group.appendChild(o)
    })
    $('booking-move').disabled = starts.length === 0
  }
  function load() {
    words()
    if (!token) return say(t.noToken)
    call('/bookings/manage', { token: token }).then(
      function (r) {
        if (r.status !== 200) return say(t.badLink)
        say('')
        show(r.json.content)
      },
      function () {
        say(t.unreachable)
      },
    )
  }
  $('booking-cancel').addEventListener('click', function () {
    // Asked first: a tap on a phone must not cancel a visit by itself.
    confirmBox.hidden = false
    $('booking-cancel').hidden = true
    $('booking-confirm-question').focus()
  })
  $('booking-keep').addEventListener('click', function () {
    confirmBox.hidden = true
    $('booking-cancel').hidden = false
    $('booking-cancel').focus()
  })
  $('booking-yes').addEventListener('click', function () {
    call('/bookings/cancel', { token: token }).then(
      function (r) {
        if (r.status !== 200) return say(t.cancelFailed, true)
        token = null
        show(r.json.content)
        say(t.done, true)
      },
      function () {
        say(t.unreachable, true)
      },
    )
  })
  $('booking-move').addEventListener('click', function () {
    if (!select.value) return
    call('/bookings/move', { token: token, start: select.value }).then(
      function (r) {
        if (r.status === 409) return say(t.taken, true)
        if (r.status !== 200) return say(t.moveFailed, true)
        // The move replaced the link: the answer carries the new one's token, so the page keeps working.
        token = r.json.content.manage_token
        show(r.json.content)
        say(t.moved, true)
      },
      function () {
        say(t.unreachable, true)
      },
    )
  })
  load()
})()
