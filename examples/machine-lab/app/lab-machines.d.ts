/** The machine folders' index modules by folder name, globbed at build time (build/machines-plugin.mjs). */
declare module 'virtual:lab-machines' {
  const modules: Record<string, Record<string, unknown>>;
  export default modules;
}
