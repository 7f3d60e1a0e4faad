// A child process of the real binary with pipes to its stdin and stdout, for the network tests.
// Every read waits at most until a deadline; the destructor closes stdin, waits a little, then
// kills and always reaps the child.
#pragma once
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

class Child {
public:
    explicit Child(std::vector<std::string> args) {
        int in[2], out[2];
        if (::pipe(in) != 0 || ::pipe(out) != 0) throw std::runtime_error("pipe");
        std::vector<char*> argv;
        for (auto& a : args) argv.push_back(a.data());
        argv.push_back(nullptr);
        pid_ = ::fork();
        if (pid_ < 0) throw std::runtime_error("fork");
        if (pid_ == 0) {
            ::dup2(in[0], 0);
            ::dup2(out[1], 1);
            ::close(in[0]), ::close(in[1]), ::close(out[0]), ::close(out[1]);
            ::execv(argv[0], argv.data());
            ::_exit(127);
        }
        ::close(in[0]);
        ::close(out[1]);
        in_ = in[1];
        out_ = out[0];
    }
    ~Child() {
        close_stdin();
        if (out_ >= 0) ::close(out_);
        if (!wait(std::chrono::seconds(3))) {
            ::kill(pid_, SIGTERM);
            (void)wait(std::chrono::seconds(5));
        }
        if (!status_) {
            ::kill(pid_, SIGKILL);
            int st = 0;
            ::waitpid(pid_, &st, 0);
        }
    }
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;

    int stdout_fd() const { return out_; }
    pid_t pid() const { return pid_; }
    void write_line(const std::string& line) {
        std::string s = line + "\n";
        if (in_ >= 0) (void)!::write(in_, s.data(), s.size());
    }
    void close_stdin() {
        if (in_ >= 0) ::close(in_);
        in_ = -1;
    }
    // Takes a whole line if one is buffered; reads what is there (without blocking) first.
    // Returns nullopt when none is complete; sets eof() once stdout is closed.
    std::optional<std::string> line() {
        auto nl = buf_.find('\n');
        if (nl == std::string::npos && !eof_) {
            pollfd p{out_, POLLIN, 0};
            if (::poll(&p, 1, 0) > 0) {
                char b[65536];
                ssize_t n = ::read(out_, b, sizeof b);
                if (n > 0) buf_.append(b, static_cast<std::size_t>(n));
                else eof_ = true;
            }
            nl = buf_.find('\n');
        }
        if (nl == std::string::npos) return std::nullopt;
        std::string l = buf_.substr(0, nl);
        buf_.erase(0, nl + 1);
        return l;
    }
    bool eof() const { return eof_ && buf_.find('\n') == std::string::npos; }
    // Waits for the child to end, at most `limit`; its exit status, or nullopt on time out.
    std::optional<int> wait(std::chrono::milliseconds limit) {
        auto end = std::chrono::steady_clock::now() + limit;
        while (!status_) {
            int st = 0;
            pid_t r = ::waitpid(pid_, &st, WNOHANG);
            if (r == pid_) status_ = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
            else if (std::chrono::steady_clock::now() > end) break;
            else ::usleep(10000);
        }
        return status_;
    }
    void signal(int sig) { ::kill(pid_, sig); }

private:
    pid_t pid_ = -1;
    int in_ = -1, out_ = -1;
    std::string buf_;
    bool eof_ = false;
    std::optional<int> status_;
};

// A host, which runs until stopped: stopped at once at the end of its scope rather than after
// the grace period Child leaves a program that ends by itself.
class HostProcess : public Child {
public:
    using Child::Child;
    ~HostProcess() { signal(SIGTERM); }
    HostProcess(const HostProcess&) = delete;
    HostProcess& operator=(const HostProcess&) = delete;
};


// Waits until one of the children has a line to read or `deadline` passes.
inline void wait_any(const std::vector<Child*>& kids, std::chrono::steady_clock::time_point deadline) {
    std::vector<pollfd> fds;
    for (Child* k : kids)
        if (!k->eof()) fds.push_back({k->stdout_fd(), POLLIN, 0});
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
    if (left > 0 && !fds.empty()) ::poll(fds.data(), fds.size(), static_cast<int>(std::min<long long>(left, 100)));
}
