import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** Prints the closing line CI reads: "N passed, N failed" (and skipped, if any). */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private flaky: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry < test.retries && result.status !== 'passed') return;
    if (result.status === 'skipped') this.skipped += 1;
    else if (result.status === 'passed') {
      this.passed += 1;
      if (result.retry > 0) this.flaky.push(test.titlePath().slice(1).join(' › '));
    }
    else this.failed += 1;
  }

  onEnd(_result: FullResult): void {
    // Tests that passed only on a retry are named, so flakiness is seen and fixed, not hidden.
    for (const title of this.flaky) console.log(`e2e: passed on retry (flaky): ${title}`);
    const skipped = this.skipped ? `, ${this.skipped} skipped` : '';
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed${skipped}`);
  }
}
