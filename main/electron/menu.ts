import type { MenuItemConstructorOptions } from 'electron';

/**
 * The application menu: the standard edit roles (without them copy and paste do not work in
 * forms on macOS), zoom for small screens, and nothing that reloads the page or opens developer
 * tools in a packaged build.
 */
export function menuTemplate(options: { appName: string; isMac: boolean; devTools: boolean }): MenuItemConstructorOptions[] {
  const view: MenuItemConstructorOptions[] = [
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  if (options.devTools) view.push({ type: 'separator' }, { role: 'reload' }, { role: 'toggleDevTools' });
  return [
    ...(options.isMac
      ? [
          {
            label: options.appName,
            submenu: [{ role: 'about' }, { type: 'separator' }, { role: 'hide' }, { role: 'quit' }],
          } as MenuItemConstructorOptions,
        ]
      : []),
    { label: 'File', submenu: [options.isMac ? { role: 'close' } : { role: 'quit' }] },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
  ];
}
