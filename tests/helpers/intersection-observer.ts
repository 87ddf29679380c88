/**
 * An IntersectionObserver a DOM test drives (stub it with `vi.stubGlobal('IntersectionObserver',
 * FakeObserver)`): "the shopper scrolls near" is a call, `comeNear`, on the observers made. Empty
 * `made` before each test.
 */
export class FakeObserver {
  static made: FakeObserver[] = []
  targets: Element[] = []
  constructor(
    private readonly report: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: { rootMargin?: string } = {},
  ) {
    FakeObserver.made.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  disconnect() {
    this.targets = []
  }
  comeNear() {
    this.report(this.targets.map((target) => ({ isIntersecting: true, target })))
  }
}
