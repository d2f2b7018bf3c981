// `use-sync-external-store/shim` backports React 18's hook to older Reacts; react-i18next still
// imports it. React 19 has the hook itself: the build points the shim here.
export { useSyncExternalStore } from 'react';
