/**
 * The workspace's service worker, served at /workspace/sw.js (scope /workspace, allowed by the
 * Service-Worker-Allowed header). It only turns Web Push messages into notifications and opens the
 * lead on click: no fetch handler, no cache, so personal data is never stored offline. The words
 * come in the encrypted payload (the server writes them); the link is kept inside /workspace, so a
 * payload can never send staff to another site. The tag is the lead's, the same the open tab uses,
 * so one lead shows one notification. An emergency stays on screen until handled.
 */
export const WORKSPACE_SERVICE_WORKER = `'use strict';
self.addEventListener('install', function () { self.skipWaiting(); });
self.addEventListener('activate', function (e) { e.waitUntil(self.clients.claim()); });
self.addEventListener('push', function (e) {
  var d = {};
  try { d = e.data ? e.data.json() : {}; } catch (err) { d = {}; }
  var url = typeof d.url === 'string' && /^\\/workspace\\/[A-Za-z0-9/_-]*$/.test(d.url) ? d.url : '/workspace';
  e.waitUntil(self.registration.showNotification(typeof d.title === 'string' ? d.title : 'New lead', {
    body: typeof d.body === 'string' ? d.body : '',
    tag: typeof d.leadId === 'string' ? 'lead-' + d.leadId : 'lead',
    icon: '/workspace/icon-192.png',
    requireInteraction: d.urgency === 'emergency',
    data: { url: url }
  }));
});
self.addEventListener('notificationclick', function (e) {
  e.notification.close();
  var url = new URL((e.notification.data && e.notification.data.url) || '/workspace', self.location.origin).href;
  e.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (list) {
    for (var i = 0; i < list.length; i++) {
      var c = list[i];
      if (c.url.indexOf(self.location.origin + '/workspace') === 0 && 'navigate' in c) {
        return c.focus().then(function (w) { return (w || c).navigate(url); }).catch(function () { return self.clients.openWindow(url); });
      }
    }
    return self.clients.openWindow(url);
  }));
});
`
