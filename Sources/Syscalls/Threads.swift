#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

extension Platform {
    /// A thread of the system's own, outside the concurrency runtime's pool: for work
    /// that blocks (an interactive list waiting in `poll`) or that must run beside the
    /// caller whatever the pool is doing (layout ahead of rendering).
    package struct Thread {
        private let handle: pthread_t

        /// Starts `body` on a new thread; `nil` when the system cannot make one.
        package static func start(_ body: @escaping @Sendable () -> Void) -> Thread? {
            let context = Unmanaged.passRetained(Body(body)).toOpaque()
            #if canImport(Glibc)
                var handle = pthread_t()
            #else
                // Darwin's pthread_t is a non-optional pointer and Musl's an OpaquePointer,
                // and pthread_create's out parameter an optional of it (apple/swift-nio,
                // Sources/NIOPosix/ThreadPosix.swift).
                var handle: pthread_t?
            #endif
            let created = pthread_create(
                &handle, nil,
                { context in
                    // Darwin passes the context as non-optional, Linux as optional: the
                    // cast makes one spelling of both (apple/swift-nio,
                    // Sources/NIOPosix/ThreadPosix.swift).
                    Unmanaged<Body>.fromOpaque((context as UnsafeMutableRawPointer?)!).takeRetainedValue()
                        .run()
                    return nil
                }, context)
            guard created == 0 else {
                Unmanaged<Body>.fromOpaque(context).release()
                return nil
            }
            #if canImport(Glibc)
                return Thread(handle: handle)
            #else
                return handle.map { Thread(handle: $0) }
            #endif
        }

        /// Waits for the thread to finish.
        package func join() { _ = pthread_join(handle, nil) }

        /// Lets the thread's resources go when it finishes, with nobody joining it.
        package func detach() { _ = pthread_detach(handle) }

        private final class Body {
            let run: @Sendable () -> Void
            init(_ run: @escaping @Sendable () -> Void) { self.run = run }
        }
    }

    /// A mutual-exclusion lock (`pthread_mutex_t`, in memory of its own so that it never
    /// moves).
    // Unchecked: pthread mutexes are made to be shared; Swift sees only a pointer.
    package final class Lock: @unchecked Sendable {
        fileprivate let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

        package init() { pthread_mutex_init(mutex, nil) }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        package func lock() { pthread_mutex_lock(mutex) }

        package func unlock() { pthread_mutex_unlock(mutex) }
    }

    /// A condition variable (`pthread_cond_t`) that threads wait on with a ``Lock`` held.
    // Unchecked: pthread condition variables are made to be shared; Swift sees only a pointer.
    package final class Condition: @unchecked Sendable {
        private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

        package init() { pthread_cond_init(condition, nil) }

        deinit {
            pthread_cond_destroy(condition)
            condition.deallocate()
        }

        /// Releases `lock`, sleeps until signalled, and takes `lock` again.
        package func wait(releasing lock: Lock) { pthread_cond_wait(condition, lock.mutex) }

        /// Wakes one thread that waits.
        package func signal() { pthread_cond_signal(condition) }
    }
}
