// One progress line per stage of the browser build (docs/architecture.md, "Build"): a fresh clone's
// `npm start` shows what it is doing and how long each part took, even with rollup's own output silenced.

/** Rollup plugin: prints `build <stage>: …` when the stage starts and when its files are written. */
export function progress(stage) {
  let started = 0;
  return {
    name: 'lrdx-progress',
    buildStart() {
      started = performance.now();
      console.log(`build ${stage}: bundling`);
    },
    writeBundle(_options, bundle) {
      const files = Object.values(bundle).filter((file) => file.type === 'chunk').length;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`build ${stage}: ${files} scripts written in ${seconds} s`);
    },
  };
}
