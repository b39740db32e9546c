/** The /test page's answer: plain text, line breaks kept, long words wrapped. */
export const aiTestCss = /* css */ `
.pl-answer{white-space:pre-wrap;overflow-wrap:anywhere}
`
