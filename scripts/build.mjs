// Builds the web app (`apps/web/dist`) and the server (`apps/server/dist`, scripts/build-server.mjs)
// at the same time: on two cores, seconds sooner than one after the other (the server's build makes
// an empty database too), and `npm start` waits for both. Each one's output is printed whole when it ends.
import { runBuffered } from './run-buffered.mjs';

const builds = [
  ['npm', ['run', 'build:web']],
  [process.execPath, ['scripts/build-server.mjs']],
];

const run = async ([command, args]) => {
  const { ok, output } = await runBuffered(command, args);
  process.stdout.write(output);
  if (!ok) console.error(`FAIL ${command} ${args.join(' ')}`);
  return ok;
};

if ((await Promise.all(builds.map(run))).includes(false)) process.exit(1);
