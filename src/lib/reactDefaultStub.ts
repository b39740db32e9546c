import {
  cloneElement,
  Component,
  createContext,
  createElement,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/compat'

/**
 * `react` for the Preact builds: only the members the widgets, react-hook-form and downshift use,
 * named and as the default export. preact/compat itself exports every member (Suspense, lazy,
 * Children, portals, hydrate...) and react-hook-form reads its default object (`React.useState`)
 * while downshift copies its whole namespace (`_extends({}, React)`), so either one kept all of
 * them in every bundle. A widget or library that imports a member missing here stops the build
 * (rollup: "is not exported by"), and the member is added here.
 */
export {
  cloneElement,
  Component,
  createContext,
  createElement,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
}

export default {
  createContext,
  createElement,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
}
