import type { Provider } from '../assessment/provider'

/**
 * A model that thinks until the test says: `provider.assess` resolves `asked` when it is called
 * and answers only when the test calls `release(text)`, so a test can look at what is stored
 * while a request waits for the model.
 */
export function heldModel(name: string) {
  let release!: (text: string) => void
  let calledBack!: () => void
  const asked = new Promise<void>((r) => {
    calledBack = r
  })
  const provider: Provider = {
    name,
    usesModel: true,
    assess: () => {
      calledBack()
      return new Promise<string>((r) => {
        release = r
      })
    },
    async answer() {
      return ''
    },
  }
  return { provider, asked, release: (text: string) => release(text) }
}
