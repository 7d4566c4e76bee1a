/**
 * On a load that finds its service worker registered, MSW asks the browser to re-check the worker's
 * script (`registration.update()`) and leaves the promise alone (msw/browser `getWorkerInstance`,
 * mswjs/msw#2006). When the browser cannot fetch the script at that moment (a reload interrupts it,
 * the server is gone for a moment), that promise rejects uncaught ("Failed to update a
 * ServiceWorker …"), although the worker in control goes on answering. While `starting` runs, each
 * re-check's failure is handled here; its caller still gets the same promise.
 */
export async function withWorkerChecksHandled<T>(starting: () => Promise<T>): Promise<T> {
  const registration = ServiceWorkerRegistration.prototype
  const update = registration.update
  registration.update = function (this: ServiceWorkerRegistration) {
    const checked = update.call(this)
    checked.catch(() => undefined)
    return checked
  }
  try {
    return await starting()
  } finally {
    registration.update = update
  }
}
