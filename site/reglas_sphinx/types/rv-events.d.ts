// The page's own events, as the modules send and hear them (rv-widgets.js sends "rv:reply" and
// hears "rv:say"; rv-summary.js sends "rv:progress-cleared"; rv-widgets.js sends "rv:started" and
// "rv:speed").
interface RvReply {
  [field: string]: any;
  /** The request the reply answers. */
  request: Record<string, any>;
}

interface GlobalEventHandlersEventMap {
  "rv:reply": CustomEvent<RvReply>;
  "rv:say": CustomEvent<string>;
  "rv:request": CustomEvent<Record<string, unknown>>;
}
