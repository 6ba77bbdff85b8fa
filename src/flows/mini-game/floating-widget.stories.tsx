import { FloatingWidget } from './floating-widget';

const noop = () => undefined;
// What the operator's script draws into the widget (the sandbox's stand-in draws the same).
const Face = () => <span className="mini-game__face" aria-hidden="true">🎰</span>;

/** Where it starts: the right side, 60% down. Drag it; a tap logs nothing here. */
export const RightSide = () => (
  <FloatingWidget label="Mini game" hint="Press Enter to open; arrow keys move it" onOpen={noop}>
    <Face />
  </FloatingWidget>
);

/** Snapped to the left side, near the top. */
export const LeftSide = () => (
  <FloatingWidget label="Mini game" hint="Press Enter to open; arrow keys move it" onOpen={noop} initial={{ x: 0, y: 120 }}>
    <Face />
  </FloatingWidget>
);
