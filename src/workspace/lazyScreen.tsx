import { useEffect, useState, type FunctionComponent } from 'react'
import { ErrorAlert } from './ErrorAlert'
import { useWorkspace } from './WorkspaceContext'

/**
 * A screen in a chunk of its own (dist/petlead-workspace-*.js), fetched the first time it is shown,
 * so the inbox a receptionist opens all day carries none of the charts and forms of the screens an
 * owner visits now and then. Until it arrives the screen says it is loading; App focuses its heading
 * once it is drawn. A chunk that fails to load (a deploy between two clicks) says so, with the way out.
 */
export function lazyScreen(load: () => Promise<FunctionComponent>): FunctionComponent {
  let loaded: FunctionComponent | undefined
  return function LazyScreen() {
    const { text } = useWorkspace()
    const [Screen, setScreen] = useState(() => loaded)
    const [failed, setFailed] = useState(false)
    useEffect(() => {
      if (Screen) return
      load().then(
        (c) => setScreen(() => (loaded = c)),
        () => setFailed(true),
      )
    }, [Screen])
    if (Screen) return <Screen />
    return failed ? (
      <ErrorAlert message={text.errors.chunk} />
    ) : (
      <p className="ws-loading" role="status">
        …
      </p>
    )
  }
}
