#include <git2.h>
#include <git2/sys/repository.h>
