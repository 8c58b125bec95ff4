// The URL of MapLibre's right-to-left text plugin, emitted by the build (pwa/rtl-text.ts).
declare module 'virtual:rtl-text-plugin' {
  const url: string;
  export default url;
}
