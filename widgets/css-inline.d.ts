/** CSS imported as a string (`import css from './styles.css?inline'`), made by the build's inline-CSS plugin. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
