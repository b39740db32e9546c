import { SafeHtml } from '../../server/html/html'

/** A decorative 24 px stroke icon: hidden from assistive technology, coloured by currentColor. */
function icon(paths: string): SafeHtml {
  return new SafeHtml(
    `<svg class="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`,
  )
}

/**
 * The landing page's inline SVG: the PetLead mark, the service icons and the hero's pets. Inline,
 * so the page needs no image request and nothing outside the CSP's 'self'.
 */
export const landingIcons = {
  logo: new SafeHtml(
    '<svg class="logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="9" fill="#0f766e"/><g fill="#fff"><ellipse cx="16" cy="20" rx="5.6" ry="4.6"/><circle cx="9.6" cy="14" r="2.4"/><circle cx="13.6" cy="9.6" r="2.4"/><circle cx="18.4" cy="9.6" r="2.4"/><circle cx="22.4" cy="14" r="2.4"/></g></svg>',
  ),
  check: new SafeHtml(
    '<svg class="icon-check" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="10" fill="#ccfbf1"/><path d="M6 10.5l2.6 2.5L14 7.5" fill="none" stroke="#0f766e" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  ),
  info: icon('<circle cx="12" cy="12" r="9.5"/><path d="M12 11v6"/><path d="M12 7.5v.01"/>'),
  spay: icon(
    '<path d="M12 20.5s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.9c0 5.4-7.5 10-7.5 10z"/><path d="M12 11v5M9.5 13.5h5"/>',
  ),
  vaccine: icon(
    '<path d="M18 2.5l3.5 3.5"/><path d="M19.75 4.25l-3.5 3.5"/><path d="M16.5 5.5l2 2L9 17l-3 .9.9-3z"/><path d="M11.5 10.5l2 2M9.5 12.5l2 2"/><path d="M5.9 18.1L2.5 21.5"/>',
  ),
  tooth: icon(
    '<path d="M7.5 3.5c-2.6 0-4 2-4 4.5 0 3 1.6 4.6 2.1 7.6.4 2.6 1 5.9 2.6 5.9 1.8 0 1.6-5.5 3.8-5.5s2 5.5 3.8 5.5c1.6 0 2.2-3.3 2.6-5.9.5-3 2.1-4.6 2.1-7.6 0-2.5-1.4-4.5-4-4.5-1.9 0-2.8 1-4.5 1s-2.6-1-4.5-1z"/>',
  ),
  stethoscope: icon('<path d="M5 3.5H4v5a5 5 0 0 0 10 0v-5h-1"/><path d="M9 13.5v1.5a5 5 0 0 0 10 0v-2"/><circle cx="19" cy="11" r="2"/>'),
  chip: icon(
    '<rect x="6.5" y="6.5" width="11" height="11" rx="2"/><rect x="9.5" y="9.5" width="5" height="5" rx="1"/><path d="M9.5 2.5v4M14.5 2.5v4M9.5 17.5v4M14.5 17.5v4M2.5 9.5h4M2.5 14.5h4M17.5 9.5h4M17.5 14.5h4"/>',
  ),
  search: icon('<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5l5 5"/><path d="M10.5 8v5M8 10.5h5"/>'),
  paw: icon(
    '<path d="M12 12.5c-3 0-5.5 3.1-5.5 5.3 0 1.7 1.4 2.7 3 2.7 1 0 1.6-.5 2.5-.5s1.5.5 2.5.5c1.6 0 3-1 3-2.7 0-2.2-2.5-5.3-5.5-5.3z"/><circle cx="5" cy="10" r="1.9"/><circle cx="9" cy="5.6" r="1.9"/><circle cx="15" cy="5.6" r="1.9"/><circle cx="19" cy="10" r="1.9"/>',
  ),
  drop: icon('<path d="M12 3s6.5 6.6 6.5 11a6.5 6.5 0 0 1-13 0C5.5 9.6 12 3 12 3z"/><path d="M9 14.5a3 3 0 0 0 3 3"/>'),
  /** The hero's dog and cat peeking over the mock card's corner. */
  pets: new SafeHtml(`<svg class="pets" viewBox="0 0 220 120" width="220" height="120" aria-hidden="true" focusable="false">
<g>
<path d="M40 58c-14-4-22 10-20 26 2 12 10 14 15 9z" fill="#8b5e3c"/>
<path d="M120 58c14-4 22 10 20 26-2 12-10 14-15 9z" fill="#8b5e3c"/>
<ellipse cx="80" cy="78" rx="44" ry="40" fill="#d9a066"/>
<ellipse cx="80" cy="96" rx="24" ry="18" fill="#f3dcc0"/>
<circle cx="64" cy="72" r="5" fill="#1f2933"/><circle cx="96" cy="72" r="5" fill="#1f2933"/>
<circle cx="65.6" cy="70.4" r="1.6" fill="#fff"/><circle cx="97.6" cy="70.4" r="1.6" fill="#fff"/>
<ellipse cx="80" cy="88" rx="8" ry="5.5" fill="#1f2933"/>
<path d="M80 93v5M72 101c4 4 12 4 16 0" fill="none" stroke="#1f2933" stroke-width="2.5" stroke-linecap="round"/>
</g>
<g>
<path d="M146 52l6-26 18 18zM204 52l-6-26-18 18z" fill="#64748b"/>
<path d="M150 46l3-13 9 9zM200 46l-3-13-9 9z" fill="#fda4af"/>
<ellipse cx="175" cy="76" rx="34" ry="32" fill="#94a3b8"/>
<path d="M163 50c4 6 4 12 0 16M187 50c-4 6-4 12 0 16M175 46v14" fill="none" stroke="#64748b" stroke-width="3" stroke-linecap="round"/>
<ellipse cx="162" cy="76" rx="4.5" ry="5.5" fill="#1f2933"/><ellipse cx="188" cy="76" rx="4.5" ry="5.5" fill="#1f2933"/>
<circle cx="163.4" cy="74.4" r="1.5" fill="#fff"/><circle cx="189.4" cy="74.4" r="1.5" fill="#fff"/>
<path d="M171 86h8l-4 4z" fill="#fb7185"/>
<path d="M175 90c-1 3-5 4-7 2M175 90c1 3 5 4 7 2" fill="none" stroke="#1f2933" stroke-width="2" stroke-linecap="round"/>
<path d="M150 88l-14-3M150 93l-14 2M200 88l14-3M200 93l14 2" stroke="#475569" stroke-width="1.5" stroke-linecap="round"/>
</g>
</svg>`),
}
