# Homebrew formula for the released `tools` binary (no compiling): the release's artifact bundle holds one
# variant per platform. Tools/release --url rewrites the version, url and sha256 lines; ReleaseVersionTests
# checks the version is ToolsCore.version. Use it from a tap: `brew install tools-authors/tools/tools`.
class Tools < Formula
  desc "Developer tooling for modular Swift/iOS code bases: scaffold, mocks, lint, format, hooks, build matrix"
  homepage "https://github.com/tools-authors/tools"
  version "0.2.0"
  url "https://github.com/tools-authors/tools/releases/download/0.2.0/tools-0.2.0.artifactbundle.zip"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"

  on_linux do
    # Linked dynamically by the Linux binary (see the bundle's README): Kerberos' GSSAPI for libgit2, libcurl
    # for Foundation's URLSession.
    depends_on "curl"
    depends_on "krb5"
  end

  def install
    variant = if OS.mac?
      "tools-#{version}-macos"
    else
      "tools-#{version}-#{Hardware::CPU.arm? ? "aarch64" : "x86_64"}-unknown-linux-gnu"
    end
    bin.install "#{variant}/bin/tools"
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/tools --version").strip
  end
end
