import { AbstractPlugin, type events, type PluginConstructor } from '@photo-sphere-viewer/core';

/**
 * Keeps a sphere's keys to the sphere. Photo Sphere Viewer hears every key of the window
 * (`keyboard: 'always'`), and its plugins act on one before the page could stop it (the video
 * plugin plays and pauses on Space: a comment typed beside a 360° video would toggle it at every
 * word). First of a viewer's plugins (`withKeyScope`), this stops a key pressed outside the view
 * before the viewer or any other plugin hears it.
 */
export class KeyScopePlugin extends AbstractPlugin {
  static override readonly id = 'portal-key-scope';

  override init() {
    this.viewer.addEventListener('key-press', this.onKey);
  }

  override destroy() {
    this.viewer.removeEventListener('key-press', this.onKey);
    super.destroy();
  }

  private readonly onKey = (event: events.KeypressEvent) => {
    const target = event.originalEvent.target;
    if (target instanceof Node && this.viewer.parent.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
}

/** A viewer's plugins with the key scope first (it must hear keys before the others). */
export const withKeyScope = (
  ...plugins: Array<PluginConstructor | [PluginConstructor, unknown]>
): Array<PluginConstructor | [PluginConstructor, unknown]> => [KeyScopePlugin, ...plugins];
