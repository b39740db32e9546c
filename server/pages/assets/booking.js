/*
 * The manage page of an owner's visit (/booking#token=...): reads the token from the fragment,
 * removes it from the address bar (so it is not bookmarked or shared by accident), shows the
 * visit, and offers the clinic's free times to move to (the manage call lists them), and cancelling. Every call carries the
 * token in a JSON body, never in a URL.
 */
;(function () {
  'use strict'
  var root = document.getElementById('booking')
  if (!root) return
  var api = root.getAttribute('data-api-base') || '/api'
  var status = document.getElementById('booking-status')
  var details = document.getElementById('booking-details')
  var actions = document.getElementById('booking-actions')
  var select = document.getElementById('booking-slot')
  var token = new window.URLSearchParams(location.hash.slice(1)).get('token')
  if (token) window.history.replaceState(null, '', location.pathname)

  function say(text) {
    status.textContent = text
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
    details.textContent = ''
    row('What', v.appointment_name + (v.pet_name ? ' for ' + v.pet_name : ''))
    // The server writes every time as the e-mails do (src/text/visitTime.ts): one format everywhere.
    row('When', v.when)
    row('Where', v.clinic.name + ', ' + v.clinic.street + ', ' + v.clinic.city + ', ' + v.clinic.state + ' ' + v.clinic.zip)
    row('Phone', v.clinic.phone)
    row('Status', v.status)
    details.hidden = false
    actions.hidden = v.status !== 'booked'
  }
  function listMoves(v) {
    select.textContent = ''
    ;(v.move_to || []).forEach(function (s) {
      var o = document.createElement('option')
      o.value = s.start
      o.textContent = s.when
      select.appendChild(o)
    })
  }
  function load() {
    if (!token) return say('This page opens from the link in your booking e-mail.')
    call('/bookings/manage', { token: token }).then(
      function (r) {
        if (r.status !== 200) return say('This link is not valid any more. If you moved the visit, use the link in the newest e-mail.')
        say('')
        show(r.json.content)
        listMoves(r.json.content)
      },
      function () {
        say('The server could not be reached. Please try again.')
      },
    )
  }
  document.getElementById('booking-cancel').addEventListener('click', function () {
    call('/bookings/cancel', { token: token }).then(function (r) {
      if (r.status !== 200) return say('The visit could not be cancelled: ' + JSON.stringify(r.json && r.json.content))
      token = null
      show(r.json.content)
      say('Your visit is cancelled. We sent you a confirmation.')
    })
  })
  document.getElementById('booking-move').addEventListener('click', function () {
    if (!select.value) return
    call('/bookings/move', { token: token, start: select.value }).then(function (r) {
      if (r.status === 409) return say('That time was just taken. Please choose another.')
      if (r.status !== 200) return say('The visit could not be moved.')
      // The move replaces the link: the new one is in the e-mail just sent.
      token = null
      show(r.json.content)
      actions.hidden = true
      say('Your visit is moved. We e-mailed you the new time and a new link.')
    })
  })
  load()
})()
