// Builds the web app (`apps/web/dist`) and the server (`apps/server/dist`, scripts/build-server.mjs)
// at the same time: on two cores, seconds sooner than one after the other (the server's build makes
// an empty database too), and `npm start` waits for both. Each one's output is printed whole when it ends.
import { spawn } from 'node:child_process';

const builds = [
  ['npm', ['run', 'build:web']],
  [process.execPath, ['scripts/build-server.mjs']],
];

const run = ([command, args]) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (err) => (output += `${err.message}\n`));
    child.on('close', (code) => {
      process.stdout.write(output);
      if (code !== 0) console.error(`FAIL ${command} ${args.join(' ')}`);
      resolve(code === 0);
    });
  });

if ((await Promise.all(builds.map(run))).includes(false)) process.exit(1);
