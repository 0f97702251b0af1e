// Runs a command with its output kept, for scripts that run several at once and print each one's
// output whole when it ends: whether it succeeded, and what it printed.
import { spawn } from 'node:child_process';

export const runBuffered = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (err) => (output += `${err.message}\n`));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
