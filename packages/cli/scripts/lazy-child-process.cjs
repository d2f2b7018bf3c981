// commander loads child_process at start-up only to run executable subcommands,
// which ailab does not use; loading it on first use keeps `ailab --help` fast.
module.exports = {
  spawn: (...args) => require('node:child_process').spawn(...args),
};
