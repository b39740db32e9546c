/** The recovery flow's back arrow: a full 44 px touch target. */
export const recoverPasswordCss = /* css */ `
.pl-back{align-self:flex-start;min-width:44px;font-size:24px;text-decoration:none}
`
