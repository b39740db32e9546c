/**
 * The body an OpenAI-compatible chat-completions endpoint answers with one assistant message
 * `content`: what the test models send back, written once so they agree on the shape the server parses.
 */
export function chatCompletion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    model: 'fake-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  })
}
