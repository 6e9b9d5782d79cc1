// Prints one plain closing line ("jest: N passed, N failed") that CI reads, after Jest's own summary.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const label = process.env.TEST_DATABASE_KIND ? `jest-${process.env.TEST_DATABASE_KIND}` : 'jest';
    process.stdout.write(`\n${label}: ${results.numPassedTests} passed, ${results.numFailedTests} failed\n`);
  }
}
module.exports = SummaryReporter;
