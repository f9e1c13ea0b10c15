/** zag's toast store module, named by web/vite.config.ts (the package exports no subpath for it). */
declare module '@zag-js/toast/store' {
  export { createStore as createToastStore } from '@zag-js/toast';
}
